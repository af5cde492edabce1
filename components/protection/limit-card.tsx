import { fill } from '@/lib/ui/fill'
import { PERIODS_OF, type LimitKind, type ProtectionState } from '@/lib/protection/types'
import { label, limitText, type ProtectionLabels } from './labels'
import { LimitRow } from './limit-row'
import { LimitStatus } from './limit-status'
import styles from './protection.module.css'

// A limit amount in the form's text: major units for money, minutes as they are.
function inputOf(kind: LimitKind, value: number | null | undefined, minorDigits: number): string {
  if (value === null || value === undefined) return ''
  return kind === 'session' ? String(value) : String(value / 10 ** minorDigits)
}

// One kind of limit (deposit, loss, wager, play time) for each of its periods: what is set and used, a
// raise waiting for its cooling-off, and the form that sets, lowers or (empty) removes it.
export function LimitCard({
  kind,
  state,
  labels,
  localeTag,
}: {
  kind: LimitKind
  state: ProtectionState
  labels: ProtectionLabels
  localeTag: string
}) {
  const { currency } = state
  const heading = `protection-${kind}`
  const max =
    kind === 'session'
      ? `${state.maxSessionMinutes}`
      : limitText(kind, state.maxMinor, { currency, localeTag, labels })
  return (
    <section className={styles.card} aria-labelledby={heading} id={`limits-${kind}`}>
      <h2 id={heading}>{label(labels, `kind_${kind}`)}</h2>
      <p className={styles.muted}>{label(labels, `kindText_${kind}`)}</p>
      <div className={styles.periods}>
        {PERIODS_OF[kind].map((period) => {
          const limit = state.limits.find((l) => l.kind === kind && l.period === period)
          return (
            <LimitRow
              key={period}
              kind={kind}
              period={period}
              amount={inputOf(kind, limit?.amount, currency.minorDigits)}
              max={max}
              fieldLabel={
                kind === 'session'
                  ? labels.sessionAmountLabel
                  : fill(labels.amountLabel, {
                      period: label(labels, `period_${period}`),
                      unit: currency.code,
                    })
              }
              labels={labels}
            >
              <LimitStatus kind={kind} limit={limit} state={state} labels={labels} localeTag={localeTag} />
            </LimitRow>
          )
        })}
      </div>
    </section>
  )
}
