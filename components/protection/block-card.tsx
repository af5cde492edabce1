'use client'

import { useState } from 'react'
import { SubmitRow, formStyles, useForm } from '@/components/ui/form'
import { fill } from '@/lib/ui/fill'
import { liftExclusion, startBlock } from '@/lib/client/protection'
import { BlockInput } from '@/lib/protection/schemas'
import { EXCLUSIONS, TIMEOUTS, type BlockKind, type ProtectionState } from '@/lib/protection/types'
import { dateText, label, type ProtectionLabels } from './labels'
import styles from './protection.module.css'

type Shared = { labels: ProtectionLabels; localeTag: string }

// A time-out or a self-exclusion: how long, then a confirmation the player ticks before it starts.
function BlockForm({ kind, labels }: { kind: BlockKind } & Shared) {
  const durations: readonly string[] = kind === 'timeout' ? TIMEOUTS : EXCLUSIONS
  const form = useForm<'duration' | 'confirm'>({
    initial: { duration: '', confirm: '' },
    validate: ({ duration, confirm }) => ({
      duration: duration ? null : labels.duration,
      confirm: confirm === 'yes' ? null : labels.error_confirm,
    }),
    networkError: labels.error_network,
  })
  const send = async ({ duration, confirm }: Record<'duration' | 'confirm', string>) => {
    const input = BlockInput.parse({ kind, duration, confirm: confirm === 'yes' })
    await startBlock(input, { networkErrorMessage: labels.error_network })
  }
  const heading = `protection-${kind}`
  return (
    <section className={styles.card} aria-labelledby={heading}>
      <h2 id={heading}>{kind === 'timeout' ? labels.timeoutTitle : labels.exclusionTitle}</h2>
      <p className={styles.muted}>{kind === 'timeout' ? labels.timeoutText : labels.exclusionText}</p>
      <form id={form.id} onSubmit={form.submit(send)} noValidate className={styles.period}>
        <fieldset className={styles.choices}>
          <legend>{labels.duration}</legend>
          {durations.map((duration) => (
            <label key={duration} className={styles.choice}>
              <input
                type="radio"
                name="duration"
                value={duration}
                checked={form.values.duration === duration}
                onChange={() => form.set('duration')(duration)}
              />
              {label(labels, `duration_${duration}`)}
            </label>
          ))}
        </fieldset>
        {form.errors.duration && (
          <p role="alert" className={formStyles.error} data-field-error="duration">
            {form.errors.duration}
          </p>
        )}
        <label className={styles.confirm}>
          <input
            type="checkbox"
            name="confirm"
            checked={form.values.confirm === 'yes'}
            onChange={(event) => form.set('confirm')(event.target.checked ? 'yes' : '')}
          />
          <span>{labels.confirm}</span>
        </label>
        {form.errors.confirm && (
          <p role="alert" className={formStyles.error} data-field-error="confirm">
            {form.errors.confirm}
          </p>
        )}
        <SubmitRow pending={form.pending} failure={form.failure}>
          {kind === 'timeout' ? labels.startTimeout : labels.startExclusion}
        </SubmitRow>
      </form>
    </section>
  )
}

// While a time-out or self-exclusion runs: when it ends, what the player can still do, and the request
// to lift a self-exclusion that has reached its end.
function BlockNotice({ state, labels, localeTag }: { state: ProtectionState } & Shared) {
  const block = state.block
  const [failure, setFailure] = useState<string | null>(null)
  if (!block) return null
  const ended = block.endsAt !== null && Date.parse(block.endsAt) <= Date.parse(state.now)
  const ends = block.endsAt
    ? fill(label(labels, `blocked_${block.kind}`), { date: dateText(block.endsAt, localeTag) })
    : labels.blockedForever
  return (
    <section className={styles.blocked} role="status" aria-live="polite" data-testid="protection-block">
      <p>
        <strong>{ends}</strong>
      </p>
      <p>{labels.blockedText}</p>
      {block.liftsAt && <p>{fill(labels.liftsOn, { date: dateText(block.liftsAt, localeTag) })}</p>}
      {block.kind === 'exclusion' && ended && !block.liftRequestedAt && (
        <button
          type="button"
          className={styles.secondary}
          onClick={() =>
            void liftExclusion({ networkErrorMessage: labels.error_network }).catch((error: unknown) =>
              setFailure(error instanceof Error ? error.message : labels.error_network),
            )
          }
        >
          {labels.liftAsk}
        </button>
      )}
      {failure && <p role="alert">{failure}</p>}
    </section>
  )
}

export function BlockCards({ state, labels, localeTag }: { state: ProtectionState } & Shared) {
  if (state.block) return <BlockNotice state={state} labels={labels} localeTag={localeTag} />
  return (
    <>
      <BlockForm kind="timeout" labels={labels} localeTag={localeTag} />
      <BlockForm kind="exclusion" labels={labels} localeTag={localeTag} />
    </>
  )
}
