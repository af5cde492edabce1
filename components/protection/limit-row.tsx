'use client'

import { useState } from 'react'
import { Field, SubmitRow, useForm } from '@/components/ui/form'
import { fill } from '@/lib/ui/fill'
import { saveLimit } from '@/lib/client/protection'
import { SetLimitInput } from '@/lib/protection/schemas'
import type { Limit, LimitKind, LimitPeriod, ProtectionState } from '@/lib/protection/types'
import { label, limitText, type ProtectionLabels } from './labels'
import { LimitStatus } from './limit-status'
import styles from './protection.module.css'

type Props = {
  kind: LimitKind
  period: LimitPeriod
  limit: Limit | undefined
  state: ProtectionState
  labels: ProtectionLabels
  localeTag: string
  platformNow: number | null
}

// A limit amount in the form's text: major units for money, minutes as they are.
function inputOf(kind: LimitKind, value: number | null | undefined, minorDigits: number): string {
  if (value === null || value === undefined) return ''
  return kind === 'session' ? String(value) : String(value / 10 ** minorDigits)
}

// One limit of one period: what is set and used, a raise waiting for its cooling-off with its
// countdown, and the form that sets, lowers or (empty) removes it.
export function LimitRow({ kind, period, limit, state, labels, localeTag, platformNow }: Props) {
  const { currency } = state
  const max =
    kind === 'session'
      ? `${state.maxSessionMinutes}`
      : limitText(kind, state.maxMinor, { currency, localeTag, labels })
  const reason = (r: string) => fill(label(labels, `error_amount_${r}`), { max })
  const [saved, setSaved] = useState<string | null>(null)
  const form = useForm<'amount'>({
    initial: { amount: inputOf(kind, limit?.amount, currency.minorDigits) },
    validate: ({ amount }) => {
      const parsed = SetLimitInput.safeParse({ kind, period, amount })
      const issue = parsed.success ? undefined : parsed.error.issues[0]
      return issue ? { amount: reason(issue.message) } : {}
    },
    fieldText: (_field, r) => reason(r === 'invalid' ? 'invalid' : r),
    networkError: labels.error_network,
  })
  const send = async ({ amount }: Record<'amount', string>) => {
    setSaved(null)
    const next = await saveLimit({ kind, period, amount }, { networkErrorMessage: labels.error_network })
    const after = next.limits.find((l) => l.kind === kind && l.period === period)
    setSaved(after?.pendingFrom ? labels.savedLater : labels.savedNow)
  }

  return (
    <form
      id={form.id}
      className={styles.period}
      onSubmit={form.submit(send)}
      noValidate
      data-limit={`${kind}-${period}`}
    >
      <Field
        {...form.field('amount')}
        label={
          kind === 'session'
            ? labels.sessionAmountLabel
            : fill(labels.amountLabel, { period: label(labels, `period_${period}`), unit: currency.code })
        }
        hint={labels.limitHint}
        inputMode={kind === 'session' ? 'numeric' : 'decimal'}
        announce
      />
      <LimitStatus
        kind={kind}
        limit={limit}
        state={state}
        labels={labels}
        localeTag={localeTag}
        platformNow={platformNow}
      />
      {saved && (
        <p className={styles.saved} role="status">
          {saved}
        </p>
      )}
      <SubmitRow pending={form.pending} failure={form.failure}>
        {form.pending ? labels.saving : labels.save}
      </SubmitRow>
    </form>
  )
}
