import type { ReactNode } from 'react'
import type { RowData } from '@/components/ui/records'
import styles from '../agent-centre.module.css'

// One figure of a summary: its name and value, found by `data` (`data-stat` with its key unless given),
// its value coloured by `sign` where it is a result.
export type Stat = { key: string; term: ReactNode; value: ReactNode; data?: RowData; sign?: number }

const signOf = (value: number) => (value > 0 ? 'up' : value < 0 ? 'down' : 'flat')

// The figures of a report's totals or a contract's current period, side by side.
export function Stats({ items }: { items: Stat[] }) {
  return (
    <dl className={styles.stats}>
      {items.map(({ key, term, value, data, sign }) => (
        <div key={key} className={styles.stat} {...(data ?? { 'data-stat': key })}>
          <dt>{term}</dt>
          <dd data-sign={sign === undefined ? undefined : signOf(sign)}>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
