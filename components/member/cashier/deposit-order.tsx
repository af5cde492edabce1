'use client'

import { useEffect, useRef, useState } from 'react'
import { fill } from '@/lib/ui/fill'
import { depositSettled, recheckDepositOrder, useDepositOrder } from '@/lib/client/wallet'
import { formatMinor } from '@/lib/money'
import type { DepositOrder } from '@/lib/member/cashier'
import memberStyles from '../member-centre.module.css'
import { clock, methodName, useSecondsLeft, type CashierLabels } from './cashier-shared'
import styles from './cashier.module.css'

// An open deposit order: its payment instructions (QR code of the payment page, amount, reference,
// payee, time left), watched until it is paid or expires.
export function DepositOrderPanel({
  initial,
  labels,
  localeTag,
  onNew,
  onSettled,
}: {
  initial: DepositOrder
  labels: CashierLabels
  localeTag: string
  onNew: () => void
  // The order was paid or expired: the page's list is read again.
  onSettled: () => void
}) {
  const { data } = useDepositOrder(initial)
  const order = data ?? initial
  const secondsLeft = useSecondsLeft(order.status === 'pending' ? order.expiresAt : null)
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle')
  const amount = formatMinor(order.amountMinor, order.currency, localeTag)
  const seenStatus = useRef(order.status)
  const qr = order.qrSvg ?? initial.qrSvg

  useEffect(() => {
    if (seenStatus.current === order.status) return
    seenStatus.current = order.status
    depositSettled(order.status)
    onSettled()
  }, [order.status, onSettled])

  useEffect(() => {
    if (secondsLeft === 0) recheckDepositOrder(order.orderId)
  }, [secondsLeft, order.orderId])

  const copyReference = async () => {
    try {
      await navigator.clipboard.writeText(order.reference)
      setCopy('copied')
    } catch {
      setCopy('failed')
    }
  }

  if (order.status !== 'pending') {
    const paid = order.status === 'paid'
    return (
      <div
        className={styles.form}
        role={paid ? 'status' : 'alert'}
        data-testid={paid ? 'deposit-paid' : undefined}
      >
        {paid ? (
          <>
            <p className={styles.success}>{labels.paidTitle}</p>
            <p className={memberStyles.muted}>{fill(labels.paidText, { amount })}</p>
          </>
        ) : (
          <p className={styles.notice}>
            <strong>{labels.expiredTitle}</strong> {labels.expiredText}
          </p>
        )}
        <div className={styles.actions}>
          <button type="button" className={memberStyles.primary} onClick={onNew}>
            {labels.newDeposit}
          </button>
        </div>
      </div>
    )
  }

  return (
    <div className={styles.form}>
      <div className={styles.payment}>
        {qr && (
          <div className={styles.qr}>
            <span
              role="img"
              aria-label={labels.qrLabel}
              style={{ display: 'contents' }}
              dangerouslySetInnerHTML={{ __html: qr }}
            />
          </div>
        )}
        <div className={styles.form}>
          <p className={memberStyles.muted}>
            {order.methodKind === 'bank' ? labels.payBankIntro : labels.payQrIntro}
          </p>
          <dl className={memberStyles.facts}>
            <div>
              <dt>{labels.amount}</dt>
              <dd className={memberStyles.amount} data-testid="deposit-amount">
                {amount}
              </dd>
            </div>
            <div>
              <dt>{labels.method}</dt>
              <dd>{methodName(labels, order.method)}</dd>
            </div>
            <div>
              <dt>{labels.reference}</dt>
              <dd className={styles.copyRow}>
                <span className={styles.reference} data-testid="deposit-reference">
                  {order.reference}
                </span>
                <button
                  type="button"
                  className={`${memberStyles.secondary} ${styles.small}`}
                  onClick={() => void copyReference()}
                  aria-label={fill(labels.copyLabel, { reference: order.reference })}
                >
                  {labels.copy}
                </button>
                <span role="status" className={styles.hint}>
                  {copy === 'copied' ? labels.copied : copy === 'failed' ? labels.copyFailed : ''}
                </span>
              </dd>
            </div>
            <div>
              <dt>{labels.expiresLabel}</dt>
              <dd>
                <span role="timer" className={styles.countdown} aria-live="off">
                  {secondsLeft === null ? '' : clock(secondsLeft)}
                </span>
              </dd>
            </div>
          </dl>
          {order.payee && (
            <dl className={memberStyles.facts} aria-label={labels.payeeHeading}>
              <div>
                <dt>{labels.payeeBank}</dt>
                <dd>{order.payee.bankName}</dd>
              </div>
              <div>
                <dt>{labels.payeeAccount}</dt>
                <dd>{order.payee.accountNumber}</dd>
              </div>
              <div>
                <dt>{labels.payeeHolder}</dt>
                <dd>{order.payee.holderName}</dd>
              </div>
            </dl>
          )}
          <p role="status" aria-live="polite" className={styles.hint}>
            {labels.waiting}
          </p>
          <div className={styles.actions}>
            <a className={memberStyles.primary} href={order.payUrl} target="_blank" rel="noopener noreferrer">
              {labels.openPayPage}
            </a>
            <button type="button" className={memberStyles.secondary} onClick={onNew}>
              {labels.newDeposit}
            </button>
          </div>
        </div>
      </div>
    </div>
  )
}
