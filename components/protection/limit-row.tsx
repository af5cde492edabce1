'use client'

import { useState, type ReactNode } from 'react'
import { Field, SubmitRow, useForm } from '@/components/ui/form'
import { useRouter } from '@/i18n/navigation'
import { fill } from '@/lib/ui/fill'
import { saveLimit } from '@/lib/client/protection'
import { SetLimitInput } from '@/lib/protection/schemas'
import type { LimitKind, LimitPeriod } from '@/lib/protection/types'
import { label, type ProtectionLabels } from './labels'
import styles from './protection.module.css'

type Props = {
  kind: LimitKind
  period: LimitPeriod
  amount: string
  max: string
  fieldLabel: string
  labels: ProtectionLabels
  children: ReactNode
}

// The form that sets, lowers or (empty) removes one limit of one period, around the limit's status (the
// server's part); a saved limit reads the page again.
export function LimitRow({ kind, period, amount, max, fieldLabel, labels, children }: Props) {
  const router = useRouter()
  const reason = (r: string) => fill(label(labels, `error_amount_${r}`), { max })
  const [saved, setSaved] = useState<string | null>(null)
  const form = useForm<'amount'>({
    initial: { amount },
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
    router.refresh()
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
        label={fieldLabel}
        hint={labels.limitHint}
        inputMode={kind === 'session' ? 'numeric' : 'decimal'}
        announce
      />
      {children}
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
