import type { Messages } from 'next-intl'
import styles from './cashier.module.css'

// The cashier's texts by key, and an order's or a bonus's status as a badge: shared by the cashier's
// islands and the money pages rendered on the server.
export type CashierLabels = Messages['Cashier']

export function label(labels: CashierLabels, key: string): string | undefined {
  return (labels as Record<string, string>)[key]
}

export function StatusBadge({ status, text }: { status: string; text: string }) {
  return (
    <span className={styles.status} data-status={status}>
      {text}
    </span>
  )
}
