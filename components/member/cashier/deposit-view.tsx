'use client'

import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useSWRConfig } from 'swr'
import { fill } from '@/lib/ui/fill'
import { Icon } from '@/components/shell/icon'
import { apiFetch } from '@/lib/api-client'
import { formatMinor } from '@/lib/money'
import {
  CASHIER_KEYS,
  parseAmountInput,
  type DepositMethod,
  type DepositOptions,
  type DepositOrder,
} from '@/lib/member/cashier'
import { BALANCE_KEY } from '@/lib/swr/use-balance'
import { useDepositOptions, useDepositOrder, useDeposits } from '@/lib/swr/use-cashier'
import { LocalTime } from '../local-time'
import memberStyles from '../member-centre.module.css'
import {
  CashierInput,
  CashierSkeleton,
  FieldError,
  RecentOrders,
  StatusBadge,
  clock,
  fieldMessages,
  label,
  useSecondsLeft,
  type CashierLabels,
} from './cashier-shared'
import styles from './cashier.module.css'

// Deposit: pick a method and an amount, get an order with its payment instructions (QR code of the
// payment page, amount, reference, expiry), and watch it until it is paid; then the header balance and
// the recent list refresh.
export function DepositView({ labels, localeTag }: { labels: CashierLabels; localeTag: string }) {
  const { data: options, error, isLoading, mutate } = useDepositOptions()
  const [order, setOrder] = useState<DepositOrder | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    if (order) headingRef.current?.focus()
  }, [order])

  return (
    <>
      <section
        className={memberStyles.card}
        aria-labelledby="deposit-heading"
        aria-busy={isLoading || undefined}
      >
        <h2 id="deposit-heading" ref={headingRef} tabIndex={-1}>
          {order ? labels.orderHeading : labels.depositHeading}
        </h2>
        {isLoading && !options && <CashierSkeleton text={labels.loading} />}
        {error && !options && (
          <div role="alert" className={memberStyles.notice}>
            <p>{labels.loadError}</p>
            <button type="button" className={memberStyles.secondary} onClick={() => void mutate()}>
              {labels.retry}
            </button>
          </div>
        )}
        {options && options.methods.length === 0 && <p>{labels.noMethods}</p>}
        {options &&
          options.methods.length > 0 &&
          (order ? (
            <DepositOrderPanel
              key={order.orderId}
              initial={order}
              labels={labels}
              localeTag={localeTag}
              onNew={() => setOrder(null)}
            />
          ) : (
            <DepositForm options={options} labels={labels} localeTag={localeTag} onCreated={setOrder} />
          ))}
      </section>
      <RecentDeposits labels={labels} localeTag={localeTag} onOpen={setOrder} />
    </>
  )
}

function methodName(labels: CashierLabels, code: string): string {
  return label(labels, `method_${code}`) ?? code
}

function DepositForm({
  options,
  labels,
  localeTag,
  onCreated,
}: {
  options: DepositOptions
  labels: CashierLabels
  localeTag: string
  onCreated: (order: DepositOrder) => void
}) {
  const { mutate } = useSWRConfig()
  const [methodCode, setMethodCode] = useState(options.methods[0]?.code ?? '')
  const [amount, setAmount] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const amountRef = useRef<HTMLInputElement>(null)
  const ids = useId()
  const method = options.methods.find((m) => m.code === methodCode) ?? (options.methods[0] as DepositMethod)
  const { currency } = options
  const money = (minor: number) => formatMinor(minor, currency, localeTag)
  const bounds = { min: money(method.minMinor), max: money(method.maxMinor), digits: currency.minorDigits }
  const parsed = parseAmountInput(amount, currency.minorDigits)
  const selectedPreset = parsed.ok ? parsed.minor : null

  const check = (): number | null => {
    if (!parsed.ok) {
      setErrors({ amount: fill(label(labels, `error_amount_${parsed.problem}`) ?? '', bounds) })
      return null
    }
    if (parsed.minor < method.minMinor) {
      setErrors({ amount: fill(labels.error_amount_below_min, bounds) })
      return null
    }
    if (parsed.minor > method.maxMinor) {
      setErrors({ amount: fill(labels.error_amount_above_max, bounds) })
      return null
    }
    return parsed.minor
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    if (check() === null) {
      amountRef.current?.focus()
      return
    }
    setErrors({})
    setBusy(true)
    try {
      const created = await apiFetch<DepositOrder>('/api/wallet/deposit', {
        body: { method: method.code, amount: amount.trim() },
        networkErrorMessage: labels.error_network,
      })
      void mutate(CASHIER_KEYS.deposits(1))
      onCreated(created)
    } catch (error) {
      const messages = fieldMessages(error, labels, bounds)
      setErrors(messages)
      if (messages.amount) amountRef.current?.focus()
    } finally {
      setBusy(false)
    }
  }

  const amountError = errors.amount
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-describedby={`${ids}-intro`}>
      <p id={`${ids}-intro`} className={memberStyles.muted}>
        {fill(labels.depositIntro, { minutes: options.expiresMinutes })}
      </p>
      <fieldset className={styles.fieldset}>
        <legend>{labels.method}</legend>
        <div className={styles.options}>
          {options.methods.map((m) => (
            <label key={m.code} className={styles.option}>
              <input
                type="radio"
                name="method"
                value={m.code}
                checked={m.code === method.code}
                onChange={() => {
                  setMethodCode(m.code)
                  setErrors({})
                }}
              />
              <span className={styles.optionName}>{methodName(labels, m.code)}</span>
              <span className={styles.optionHint}>{label(labels, `methodHint_${m.kind}`)}</span>
            </label>
          ))}
        </div>
        <FieldError id={`${ids}-method-error`} field="method" text={errors.method} />
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>{labels.presets}</legend>
        <ul className={styles.presets}>
          {method.presetsMinor
            .filter((preset) => preset >= method.minMinor && preset <= method.maxMinor)
            .map((preset) => (
              <li key={preset}>
                <button
                  type="button"
                  className={styles.preset}
                  aria-pressed={selectedPreset === preset}
                  onClick={() => {
                    setAmount(String(preset / 10 ** currency.minorDigits))
                    setErrors({})
                  }}
                >
                  {money(preset)}
                </button>
              </li>
            ))}
        </ul>
      </fieldset>

      <CashierInput
        id={`${ids}-amount`}
        field="amount"
        label={fill(labels.amountIn, { currency: currency.code })}
        hint={fill(labels.amountHint, bounds)}
        error={amountError}
        inputMode="decimal"
        value={amount}
        onChange={setAmount}
        inputRef={amountRef}
      />

      {errors._ && (
        <p role="alert" className={styles.error}>
          {errors._}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className={memberStyles.primary} disabled={busy} aria-busy={busy || undefined}>
          <Icon name="deposit" size={18} />
          {busy ? labels.creating : labels.depositSubmit}
        </button>
      </div>
    </form>
  )
}

function DepositOrderPanel({
  initial,
  labels,
  localeTag,
  onNew,
}: {
  initial: DepositOrder
  labels: CashierLabels
  localeTag: string
  onNew: () => void
}) {
  const { mutate } = useSWRConfig()
  const { data } = useDepositOrder(initial.orderId, initial)
  const order = data ?? initial
  const secondsLeft = useSecondsLeft(order.status === 'pending' ? order.expiresAt : null)
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle')
  const amount = formatMinor(order.amountMinor, order.currency, localeTag)
  const seenStatus = useRef(order.status)
  const qr = order.qrSvg ?? initial.qrSvg

  useEffect(() => {
    if (seenStatus.current === order.status) return
    seenStatus.current = order.status
    void mutate(CASHIER_KEYS.deposits(1))
    if (order.status === 'paid') void mutate(BALANCE_KEY)
  }, [order.status, mutate])

  // The clock says the order is over: ask the platform rather than guess.
  useEffect(() => {
    if (secondsLeft === 0) void mutate(CASHIER_KEYS.depositOrder(order.orderId))
  }, [secondsLeft, mutate, order.orderId])

  const copyReference = async () => {
    try {
      await navigator.clipboard.writeText(order.reference)
      setCopy('copied')
    } catch {
      setCopy('failed')
    }
  }

  if (order.status === 'paid') {
    return (
      <div className={styles.form} role="status" data-testid="deposit-paid">
        <p className={styles.success}>{labels.paidTitle}</p>
        <p className={memberStyles.muted}>{fill(labels.paidText, { amount })}</p>
        <div className={styles.actions}>
          <button type="button" className={memberStyles.primary} onClick={onNew}>
            {labels.newDeposit}
          </button>
        </div>
      </div>
    )
  }
  if (order.status === 'expired') {
    return (
      <div className={styles.form} role="alert">
        <p className={styles.notice}>
          <strong>{labels.expiredTitle}</strong> {labels.expiredText}
        </p>
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

// Pending orders can be opened again (after a reload, say) to see their payment instructions.
function RecentDeposits({
  labels,
  localeTag,
  onOpen,
}: {
  labels: CashierLabels
  localeTag: string
  onOpen: (order: DepositOrder) => void
}) {
  const { data, error, isLoading, mutate } = useDeposits(1)
  return (
    <RecentOrders
      id="recent-deposits"
      title={labels.recentDeposits}
      labels={labels}
      secondColumn={labels.method}
      list={{ data, error, isLoading }}
      emptyText={labels.noDeposits}
      onRefresh={() => void mutate()}
      row={(order) => (
        <tr key={order.orderId}>
          <td>
            <LocalTime value={order.createdAt} localeTag={localeTag} withTime />
            <span className={memberStyles.sub}>{order.reference}</span>
          </td>
          <td>{methodName(labels, order.method)}</td>
          <td className={memberStyles.number}>{formatMinor(order.amountMinor, order.currency, localeTag)}</td>
          <td>
            <StatusBadge
              status={order.status}
              text={label(labels, `depositStatus_${order.status}`) ?? order.status}
            />
          </td>
          <td>
            {order.status === 'pending' && (
              <button
                type="button"
                className={`${memberStyles.secondary} ${styles.small}`}
                aria-label={fill(labels.payNowLabel, { reference: order.reference })}
                onClick={() => onOpen(order)}
              >
                {labels.payNow}
              </button>
            )}
          </td>
        </tr>
      )}
    />
  )
}
