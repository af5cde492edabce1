'use client'

import { SubmitRow, formStyles, useForm } from '@/components/ui/form'
import { useRouter } from '@/i18n/navigation'
import { startBlock } from '@/lib/client/protection'
import { BlockInput } from '@/lib/protection/schemas'
import { EXCLUSIONS, TIMEOUTS, type BlockKind } from '@/lib/protection/types'
import { Choices } from './choices'
import { label, type ProtectionLabels } from './labels'
import styles from './protection.module.css'

// A time-out or a self-exclusion: how long, then a confirmation the player ticks before it starts; once
// started the page is read again and shows the break's notice.
export function BlockForm({ kind, labels }: { kind: BlockKind; labels: ProtectionLabels }) {
  const router = useRouter()
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
    router.refresh()
  }
  return (
    <form id={form.id} onSubmit={form.submit(send)} noValidate className={styles.period}>
      <Choices
        legend={labels.duration}
        name="duration"
        options={durations}
        value={form.values.duration || null}
        onPick={form.set('duration')}
        text={(duration) => label(labels, `duration_${duration}`)}
      />
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
  )
}
