'use client'

import { useState } from 'react'
import type { Messages } from 'next-intl'
import { Field, SelectField, SubmitRow, formStyles, useForm } from '@/components/ui/form'
import { contractAction } from '@/lib/client/agent'
import { useRouter } from '@/i18n/navigation'
import { MAX_RATE_PERCENT, MAX_TIERS } from '@/lib/agent/schemas'
import type { ContractKind, ContractView } from '@/lib/agent/types'
import { fill } from '@/lib/ui/fill'
import memberStyles from '@/components/member/member-centre.module.css'

const ROWS = Array.from({ length: MAX_TIERS }, (_, index) => index)
type Name = 'member' | `bets${number}` | `players${number}` | `rate${number}`
const INITIAL = Object.fromEntries([
  ['member', ''],
  ...ROWS.flatMap((row) => [
    [`bets${row}`, row === 0 ? '0' : ''],
    [`players${row}`, '1'],
    [`rate${row}`, ''],
  ]),
]) as Record<Name, string>

const whole = (value: string) => /^\d{1,9}$/.test(value.trim())
const decimal = (value: string) => /^\d{1,10}([.,]\d{1,2})?$/.test(value.trim())
const num = (value: string) => Number(value.trim().replace(',', '.'))

// Offering a contract of this kind to a direct downline agent: up to five tiers, each rate at most what the
// agent's own contract pays at the same thresholds (the platform checks; the form checks the form).
export function OfferForm({
  kind,
  view,
  labels,
}: {
  kind: ContractKind
  view: ContractView
  labels: Messages['AgentPay']
}) {
  const router = useRouter()
  const [rows, setRows] = useState(1)
  const [sent, setSent] = useState<string | null>(null)
  const form = useForm<Name>({
    initial: INITIAL,
    networkError: labels.actionFailed,
    validate: (v) =>
      Object.fromEntries([
        ['member', v.member ? null : labels.chooseAgent],
        ...ROWS.slice(0, rows).flatMap((row) => [
          [`bets${row}`, decimal(v[`bets${row}`] ?? '') ? null : labels.invalidAmount],
          [`players${row}`, whole(v[`players${row}`] ?? '') ? null : labels.invalidCount],
          [
            `rate${row}`,
            decimal(v[`rate${row}`] ?? '') && num(v[`rate${row}`] ?? '') <= MAX_RATE_PERCENT
              ? null
              : fill(labels.invalidRate, { max: MAX_RATE_PERCENT }),
          ],
        ]),
      ]),
    fieldText: (name, reason) =>
      reason === 'above_own'
        ? labels.aboveOwn
        : name === 'member' && reason === 'not_found'
          ? labels.chooseAgent
          : null,
    alias: { tiers: 'rate0', memberId: 'member' },
  })
  const options = view.downlines.map((d) => ({ value: d.memberId, label: d.userName }))

  async function send(values: Record<Name, string>) {
    setSent(null)
    await contractAction(
      {
        kind,
        action: 'offer',
        memberId: values.member,
        tiers: ROWS.slice(0, rows).map((row) => ({
          minValidBets: num(values[`bets${row}`] ?? ''),
          minActivePlayers: num(values[`players${row}`] ?? ''),
          ratePercent: num(values[`rate${row}`] ?? ''),
        })),
      },
      labels.actionFailed,
    )
    setSent(options.find((o) => o.value === values.member)?.label ?? '')
    router.refresh()
    form.reset()
    setRows(1)
  }

  if (options.length === 0) return <p className={memberStyles.muted}>{labels.noDownlineAgents}</p>
  return (
    <section className={memberStyles.card} aria-labelledby={`offer-form-${kind}`}>
      <h2 id={`offer-form-${kind}`}>{labels.offerHeading}</h2>
      <p className={memberStyles.muted}>{labels.offerIntro}</p>
      {sent !== null && (
        <p role="status" data-offered={sent}>
          {fill(labels.offered, { name: sent })}
        </p>
      )}
      <form id={form.id} className={formStyles.form} onSubmit={form.submit(send)} noValidate>
        <SelectField
          {...form.field('member')}
          label={labels.downlineAgent}
          options={options}
          prompt={labels.chooseAgent}
          required
        />
        {ROWS.slice(0, rows).map((row) => (
          <fieldset key={row} className={formStyles.form}>
            <legend>{fill(labels.tierLegend, { n: row + 1 })}</legend>
            <Field {...form.field(`bets${row}`)} label={labels.columnMinBets} inputMode="decimal" required />
            <Field
              {...form.field(`players${row}`)}
              label={labels.columnMinPlayers}
              inputMode="numeric"
              required
            />
            <Field {...form.field(`rate${row}`)} label={labels.ratePercent} inputMode="decimal" required />
          </fieldset>
        ))}
        {rows < MAX_TIERS && (
          <div>
            <button type="button" className={memberStyles.secondary} onClick={() => setRows(rows + 1)}>
              {labels.addTier}
            </button>
          </div>
        )}
        <SubmitRow pending={form.pending} failure={form.failure}>
          {labels.sendOffer}
        </SubmitRow>
      </form>
    </section>
  )
}
