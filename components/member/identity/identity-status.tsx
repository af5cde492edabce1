'use client'

import { useIdentity } from '@/lib/client/identity'
import type { IdentityState } from '@/lib/identity/types'
import { LocalTime } from '../local-time'
import { IdentityUpload, type IdentityLabels } from './identity-upload'
import styles from './identity.module.css'

// Where the member's check stands (not submitted, in review, verified, rejected with the operator's
// reason), and the upload while there is none or after a rejection. While in review it reads the status
// again every few seconds, so the result appears on its own.
export type IdentitySectionProps = {
  labels: IdentityLabels
  loading: string
  localeTag: string
  initial?: IdentityState
}

export function IdentityStatusView({ labels, loading, localeTag, initial }: IdentitySectionProps) {
  const { data, error } = useIdentity(initial)

  return !data ? (
    error ? (
      <p role="alert">{labels.loadError}</p>
    ) : (
      <p className={styles.muted} aria-busy="true">
        {loading}
      </p>
    )
  ) : (
    <>
      <dl className={styles.facts}>
        <div>
          <dt>{labels.statusLabel}</dt>
          <dd>
            <span className={styles.status} data-status={data.status} data-testid="identity-status">
              {labels[`status_${data.status}`]}
            </span>
          </dd>
        </div>
        {data.submittedAt && (
          <div>
            <dt>{labels.submittedLabel}</dt>
            <dd>
              <LocalTime value={data.submittedAt} localeTag={localeTag} />
            </dd>
          </div>
        )}
        {data.status === 'rejected' && data.reason && (
          <div>
            <dt>{labels.reasonLabel}</dt>
            <dd data-testid="identity-reason">{data.reason}</dd>
          </div>
        )}
      </dl>
      {data.status !== 'none' && (
        <p className={data.status === 'verified' ? styles.success : styles.muted} role="status">
          {labels[`note_${data.status}`]}
        </p>
      )}
      {(data.status === 'none' || data.status === 'rejected') && <IdentityUpload labels={labels} />}
    </>
  )
}
