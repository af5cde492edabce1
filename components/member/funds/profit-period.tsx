import Form from 'next/form'
import { FilterRow } from '@/components/ui/record-filters'
import { PROFIT_PERIODS, type ProfitPeriod } from '@/lib/funds/periods'
import formStyles from '@/components/ui/form/form.module.css'
import memberStyles from '../member-centre.module.css'
import styles from '../cashier/cashier.module.css'
import { CashierActions } from '../cashier/cashier-fields'
import type { FundsLabels } from './funds-labels'

export const PROFIT_PATH = '/member/personalProfit'

// The P&L's period as links (today, yesterday, the last 7 or 30 days, chosen dates), and for chosen dates
// a form of two days sent as the address, so every period can be linked to and works without script.
// Rendered on the server.
export function ProfitPeriodPicker({
  labels,
  action,
  period,
  first,
  last,
}: {
  labels: FundsLabels
  // The page's address in the visitor's language, where the dates are sent.
  action: string
  period: ProfitPeriod
  first: string
  last: string
}) {
  return (
    <div className={memberStyles.card}>
      <FilterRow
        id="profit-period"
        heading={labels.period}
        values={PROFIT_PERIODS}
        current={period}
        label={(value) => labels[`period_${value}`]}
        href={(value) => ({ pathname: PROFIT_PATH, query: { period: value } })}
      />
      {period === 'custom' && (
        <Form action={action} className={styles.form} scroll={false} prefetch={false}>
          <input type="hidden" name="period" value="custom" />
          <DayField name="first" text={labels.firstDay} value={first} />
          <DayField name="last" text={labels.lastDay} value={last} hint={labels.customHint} />
          <CashierActions failure={null} pending={false} text={labels.apply} pendingText={labels.saving} />
        </Form>
      )}
    </div>
  )
}

// A day input in the form kit's look; a plain input, so the form works before (and without) script.
function DayField({ name, text, value, hint }: { name: string; text: string; value: string; hint?: string }) {
  const id = `profit-${name}`
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {text}
      </label>
      <input
        id={id}
        name={name}
        type="date"
        className={formStyles.input}
        defaultValue={value}
        required
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      {hint && (
        <p id={`${id}-hint`} className={formStyles.hint}>
          {hint}
        </p>
      )}
    </div>
  )
}
