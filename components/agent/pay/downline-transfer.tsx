'use client'

import { useState } from 'react'
import type { Messages } from 'next-intl'
import { Field, PasswordField, SelectField, SubmitRow, formStyles, useForm } from '@/components/ui/form'
import { useRouter } from '@/i18n/navigation'
import { transferToDownlines } from '@/lib/client/agent'
import { MAX_TRANSFER_RECIPIENTS } from '@/lib/agent/schemas'
import { parseAmountInput } from '@/lib/member/cashier'
import { useAllDownline } from '@/lib/swr/use-agent'
import { formatMinor } from '@/lib/money'
import { plural } from '@/lib/ui/plural'
import memberStyles from '@/components/member/member-centre.module.css'
import styles from '../agent-centre.module.css'

const ROWS = Array.from({ length: MAX_TRANSFER_RECIPIENTS }, (_, index) => index)
type Name = 'paymentPassword' | `member${number}` | `amount${number}`
const INITIAL = Object.fromEntries([
  ['paymentPassword', ''],
  ...ROWS.flatMap((row) => [
    [`member${row}`, ''],
    [`amount${row}`, ''],
  ]),
]) as Record<Name, string>

// Transfers from team management: one amount to each of one or several direct downlines, sent together
// with the payment password; the platform moves all of them or none.
export function DownlineTransfer({ localeTag, labels }: { localeTag: string; labels: Messages['AgentPay'] }) {
  const router = useRouter()
  const { data } = useAllDownline()
  const [rows, setRows] = useState(1)
  const [done, setDone] = useState<string | null>(null)
  const digits = data?.currency.minorDigits ?? 2
  const form = useForm<Name>({
    initial: INITIAL,
    networkError: labels.actionFailed,
    validate: (v) => {
      const seen = new Set<string>()
      return Object.fromEntries([
        ['paymentPassword', /^\d{6}$/.test(v.paymentPassword) ? null : labels.paymentPasswordRule],
        ...ROWS.slice(0, rows).flatMap((row) => {
          const member = v[`member${row}`] ?? ''
          const twice = member !== '' && seen.has(member)
          seen.add(member)
          return [
            [`member${row}`, member === '' ? labels.chooseMember : twice ? labels.memberTwice : null],
            [
              `amount${row}`,
              parseAmountInput(v[`amount${row}`] ?? '', digits).ok ? null : labels.invalidAmount,
            ],
          ]
        }),
      ])
    },
    fieldText: (name, reason) =>
      name === 'paymentPassword'
        ? reason === 'not_set'
          ? labels.paymentPasswordNotSet
          : reason === 'locked'
            ? labels.paymentPasswordLocked
            : labels.paymentPasswordWrong
        : reason === 'insufficient'
          ? labels.insufficient
          : reason === 'not_found'
            ? labels.chooseMember
            : null,
    alias: Object.fromEntries([
      ['amount', 'amount0'],
      ['_', 'member0'],
      ...ROWS.map((row) => [`transfers.${row}.amount`, `amount${row}`]),
    ]),
  })

  async function send(values: Record<Name, string>) {
    setDone(null)
    const result = await transferToDownlines(
      {
        paymentPassword: values.paymentPassword,
        transfers: ROWS.slice(0, rows).map((row) => ({
          memberId: values[`member${row}`] ?? '',
          amount: values[`amount${row}`] ?? '',
        })),
      },
      labels.actionFailed,
    )
    form.reset()
    setRows(1)
    const total = data ? formatMinor(result.totalMinor, data.currency, localeTag) : ''
    setDone(plural(labels.transferred, { count: result.count, total }, localeTag))
    // The team list above (read on the server) shows the new balances.
    router.refresh()
  }

  const options = (data?.items ?? []).map((member) => ({ value: member.id, label: member.userName }))
  if (data && options.length === 0) return null
  return (
    <section className={memberStyles.card} aria-labelledby="downline-transfer">
      <h2 id="downline-transfer">{labels.transferHeading}</h2>
      <p className={memberStyles.muted}>{labels.transferIntro}</p>
      {done && (
        <p role="status" data-transferred="true">
          {done}
        </p>
      )}
      <form
        id={form.id}
        className={formStyles.form}
        onSubmit={form.submit(send, undefined, !!data)}
        noValidate
      >
        {ROWS.slice(0, rows).map((row) => (
          <fieldset key={row} className={styles.recipient}>
            <legend className="visually-hidden">
              {plural(labels.recipientLegend, { n: row + 1 }, localeTag)}
            </legend>
            <SelectField
              {...form.field(`member${row}`)}
              label={labels.recipient}
              options={options}
              prompt={labels.chooseMember}
              required
            />
            <Field
              {...form.field(`amount${row}`)}
              label={labels.columnAmount}
              inputMode="decimal"
              autoComplete="off"
              required
            />
          </fieldset>
        ))}
        {rows < Math.min(MAX_TRANSFER_RECIPIENTS, options.length) && (
          <div>
            <button type="button" className={memberStyles.secondary} onClick={() => setRows(rows + 1)}>
              {labels.addRecipient}
            </button>
          </div>
        )}
        <PasswordField
          {...form.field('paymentPassword')}
          label={labels.paymentPassword}
          showLabel={labels.showPaymentPassword}
          hideLabel={labels.hidePaymentPassword}
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          required
        />
        <SubmitRow pending={form.pending} failure={form.failure}>
          {labels.sendTransfer}
        </SubmitRow>
      </form>
    </section>
  )
}
