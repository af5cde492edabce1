import { fill } from '@/lib/ui/fill'
import memberStyles from '../member-centre.module.css'
import styles from './cashier.module.css'

// Above a payout form (withdrawal, transfer to the upline): the last payout's outcome, and the lock that
// wrong payment passwords set.
export function PayoutNotices({
  notice,
  info: { lockedUntil },
  labels: { lockedNotice },
  localeTag,
}: {
  notice: string | null
  info: { lockedUntil: string | null }
  labels: { lockedNotice: string }
  localeTag: string
}) {
  const time = (at: string) => new Intl.DateTimeFormat(localeTag, { timeStyle: 'short' }).format(new Date(at))
  return (
    <>
      {notice && (
        <p role="status" className={styles.success}>
          {notice}
        </p>
      )}
      {lockedUntil && (
        <p role="alert" className={styles.notice}>
          {fill(lockedNotice, { time: time(lockedUntil) })}
        </p>
      )}
    </>
  )
}

// Skeleton of a cashier card while its data loads.
export function CashierSkeleton({ text }: { text: string }) {
  return (
    <div role="status" aria-live="polite" aria-busy="true" data-testid="cashier-loading">
      <span className="visually-hidden">{text}</span>
      <div aria-hidden="true" className={memberStyles.card}>
        <div className={memberStyles.skeletonLine} />
        <div className={memberStyles.skeletonBlock} />
        <div className={memberStyles.skeletonLine} />
      </div>
    </div>
  )
}
