'use client'

import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { useSWRConfig } from 'swr'
import { fill } from '@/lib/ui/fill'
import { Icon } from '@/components/shell/icon'
import { apiFetch, isApiError } from '@/lib/api-client'
import { formatMinor } from '@/lib/money'
import {
  CASHIER_KEYS,
  parseAmountInput,
  type BankAccount,
  type WithdrawInfo,
  type WithdrawOrder,
} from '@/lib/member/cashier'
import { BALANCE_KEY } from '@/lib/swr/use-balance'
import { useWithdrawInfo, useWithdrawals } from '@/lib/swr/use-cashier'
import { LocalTime } from '../local-time'
import memberStyles from '../member-centre.module.css'
import {
  CashierSkeleton,
  CashierInput,
  FieldError,
  RecentOrders,
  StatusBadge,
  fieldMessages,
  label,
  lockedUntilText,
  type CashierLabels,
} from './cashier-shared'
import styles from './cashier.module.css'

type Props = { labels: CashierLabels; localeTag: string }

const SIX_DIGITS = /^\d{6}$/

// Withdrawal: the withdrawable balance; a payment password first when the member has none; a bank
// account to withdraw to; then amount and payment password. The amount leaves the balance at once and
// the order waits for the operator; a pending one can be taken back.
export function WithdrawView({ labels, localeTag }: Props) {
  const { data: info, error, isLoading, mutate } = useWithdrawInfo()
  const [notice, setNotice] = useState<string | null>(null)
  const money = (minor: number) => (info ? formatMinor(minor, info.currency, localeTag) : '')

  return (
    <>
      <section
        className={memberStyles.card}
        aria-labelledby="withdraw-heading"
        aria-busy={isLoading || undefined}
      >
        <h2 id="withdraw-heading">{labels.withdrawHeading}</h2>
        {isLoading && !info && <CashierSkeleton text={labels.loading} />}
        {error && !info && (
          <div role="alert" className={memberStyles.notice}>
            <p>{labels.loadError}</p>
            <button type="button" className={memberStyles.secondary} onClick={() => void mutate()}>
              {labels.retry}
            </button>
          </div>
        )}
        {info && (
          <>
            <dl className={memberStyles.facts}>
              <div>
                <dt>{labels.withdrawable}</dt>
                <dd className={memberStyles.amount} data-testid="withdrawable">
                  {money(info.withdrawableMinor)}
                </dd>
              </div>
            </dl>
            {notice && (
              <p role="status" className={styles.success}>
                {notice}
              </p>
            )}
            {info.lockedUntil && (
              <p role="alert" className={styles.notice}>
                {fill(labels.lockedNotice, {
                  time: new Intl.DateTimeFormat(localeTag, { timeStyle: 'short' }).format(
                    new Date(info.lockedUntil),
                  ),
                })}
              </p>
            )}
            {!info.hasPaymentPassword ? (
              <PaymentPasswordForm
                labels={labels}
                onDone={() => {
                  setNotice(labels.passwordSaved)
                  void mutate()
                }}
              />
            ) : info.bankAccounts.length === 0 ? (
              <BankAccountForm
                info={info}
                labels={labels}
                localeTag={localeTag}
                onDone={() => {
                  setNotice(labels.bankAdded)
                  void mutate()
                }}
              />
            ) : (
              <WithdrawForm
                info={info}
                labels={labels}
                localeTag={localeTag}
                onDone={(order) => {
                  setNotice(fill(labels.withdrawSubmitted, { amount: money(order.amountMinor) }))
                }}
              />
            )}
          </>
        )}
      </section>
      {info && info.hasPaymentPassword && info.bankAccounts.length > 0 && (
        <BankAccounts
          info={info}
          labels={labels}
          localeTag={localeTag}
          onAdded={() => {
            setNotice(labels.bankAdded)
            void mutate()
          }}
        />
      )}
      <RecentWithdrawals labels={labels} localeTag={localeTag} onChange={setNotice} />
    </>
  )
}

function PasswordField({
  id,
  field,
  labelText,
  hint,
  error,
  autoComplete,
  numeric,
  value,
  onChange,
  inputRef,
}: {
  id: string
  field: string
  labelText: string
  hint?: string
  error?: string
  autoComplete: string
  numeric: boolean
  value: string
  onChange: (value: string) => void
  inputRef?: React.Ref<HTMLInputElement>
}) {
  return (
    <CashierInput
      id={id}
      field={field}
      label={labelText}
      hint={hint}
      error={error}
      type="password"
      autoComplete={autoComplete}
      inputMode={numeric ? 'numeric' : undefined}
      maxLength={numeric ? 6 : 64}
      value={value}
      onChange={(next) => onChange(numeric ? next.replace(/\D/g, '') : next)}
      inputRef={inputRef}
    />
  )
}

function SubmitRow({
  busy,
  text,
  busyText,
  icon,
}: {
  busy: boolean
  text: string
  busyText: string
  icon?: ReactNode
}) {
  return (
    <div className={styles.actions}>
      <button type="submit" className={memberStyles.primary} disabled={busy} aria-busy={busy || undefined}>
        {icon}
        {busy ? busyText : text}
      </button>
    </div>
  )
}

function FormError({ text }: { text: string | undefined }) {
  if (!text) return null
  return (
    <p role="alert" className={styles.error}>
      {text}
    </p>
  )
}

// Focuses the first control of the form, in form order, that has an error.
function focusFirstError(form: HTMLFormElement | null, errors: Record<string, string>) {
  const controls = [...(form?.elements ?? [])] as HTMLElement[]
  controls.find((control) => (control as HTMLInputElement).name in errors)?.focus()
}

function PaymentPasswordForm({ labels, onDone }: { labels: CashierLabels; onDone: () => void }) {
  const ids = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState({ paymentPassword: '', confirmPaymentPassword: '', password: '' })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const set = (name: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [name]: value }))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const found: Record<string, string> = {}
    if (!SIX_DIGITS.test(values.paymentPassword))
      found.paymentPassword = labels.error_paymentPassword_six_digits
    if (values.confirmPaymentPassword !== values.paymentPassword) {
      found.confirmPaymentPassword = labels.error_confirmPaymentPassword_mismatch
    }
    if (values.password === '') found.password = labels.error_password_required
    setErrors(found)
    if (Object.keys(found).length > 0) {
      focusFirstError(formRef.current, found)
      return
    }
    setBusy(true)
    try {
      await apiFetch('/api/wallet/payment-password', {
        body: values,
        networkErrorMessage: labels.error_network,
      })
      onDone()
    } catch (error) {
      const messages = fieldMessages(error, labels)
      setErrors(messages)
      focusFirstError(formRef.current, messages)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`} style={{ margin: 0 }}>
        {labels.setPasswordHeading}
      </h3>
      <p className={memberStyles.muted}>{labels.setPasswordIntro}</p>
      <PasswordField
        id={`${ids}-pp`}
        field="paymentPassword"
        labelText={labels.paymentPassword}
        hint={labels.paymentPasswordHint}
        error={errors.paymentPassword}
        autoComplete="new-password"
        numeric
        value={values.paymentPassword}
        onChange={set('paymentPassword')}
      />
      <PasswordField
        id={`${ids}-confirm`}
        field="confirmPaymentPassword"
        labelText={labels.confirmPaymentPassword}
        error={errors.confirmPaymentPassword}
        autoComplete="new-password"
        numeric
        value={values.confirmPaymentPassword}
        onChange={set('confirmPaymentPassword')}
      />
      <PasswordField
        id={`${ids}-login`}
        field="password"
        labelText={labels.loginPassword}
        hint={labels.loginPasswordHint}
        error={errors.password}
        autoComplete="current-password"
        numeric={false}
        value={values.password}
        onChange={set('password')}
      />
      <FormError text={errors._} />
      <SubmitRow busy={busy} text={labels.savePassword} busyText={labels.saving} />
    </form>
  )
}

function BankAccountForm({
  info,
  labels,
  onDone,
  onClose,
}: {
  info: WithdrawInfo
  labels: CashierLabels
  localeTag: string
  onDone: () => void
  onClose?: () => void
}) {
  const ids = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState({
    bankCode: '',
    accountNumber: '',
    holderName: '',
    paymentPassword: '',
  })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const set = (name: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [name]: value }))
  const { mutate } = useSWRConfig()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const found: Record<string, string> = {}
    if (!values.bankCode) found.bankCode = labels.error_bankCode_invalid
    if (!/^\d{5,20}$/.test(values.accountNumber.replace(/[\s-]/g, ''))) {
      found.accountNumber = labels.error_accountNumber_invalid
    }
    if (!/^\p{L}[\p{L}\p{M} .'-]{1,59}$/u.test(values.holderName.trim().replace(/\s+/g, ' '))) {
      found.holderName = labels.error_holderName_invalid
    }
    if (!SIX_DIGITS.test(values.paymentPassword))
      found.paymentPassword = labels.error_paymentPassword_six_digits
    setErrors(found)
    if (Object.keys(found).length > 0) {
      focusFirstError(formRef.current, found)
      return
    }
    setBusy(true)
    try {
      await apiFetch('/api/wallet/bank-accounts', { body: values, networkErrorMessage: labels.error_network })
      onDone()
    } catch (error) {
      const messages = fieldMessages(error, labels, { max: info.maxBankAccounts })
      setErrors(messages)
      if (isApiError(error) && error.fields.paymentPassword) void mutate(CASHIER_KEYS.withdrawInfo)
      focusFirstError(formRef.current, messages)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`} style={{ margin: 0 }}>
        {labels.addBankAccount}
      </h3>
      {info.bankAccounts.length === 0 && <p className={memberStyles.muted}>{labels.noBankAccounts}</p>}
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${ids}-bank`}>
          {labels.bank}
        </label>
        <select
          id={`${ids}-bank`}
          name="bankCode"
          className={styles.select}
          value={values.bankCode}
          onChange={(event) => set('bankCode')(event.target.value)}
          aria-invalid={errors.bankCode ? true : undefined}
          aria-describedby={errors.bankCode ? `${ids}-bank-error` : undefined}
        >
          <option value="">{labels.chooseBank}</option>
          {info.banks.map((bank) => (
            <option key={bank.code} value={bank.code}>
              {bank.name}
            </option>
          ))}
        </select>
        <FieldError id={`${ids}-bank-error`} field="bankCode" text={errors.bankCode} />
      </div>
      <CashierInput
        id={`${ids}-number`}
        field="accountNumber"
        label={labels.accountNumber}
        hint={labels.accountNumberHint}
        error={errors.accountNumber}
        inputMode="numeric"
        maxLength={30}
        value={values.accountNumber}
        onChange={set('accountNumber')}
      />
      <CashierInput
        id={`${ids}-holder`}
        field="holderName"
        label={labels.holderName}
        hint={labels.holderNameHint}
        error={errors.holderName}
        autoComplete="name"
        maxLength={60}
        value={values.holderName}
        onChange={set('holderName')}
      />
      <PasswordField
        id={`${ids}-pp`}
        field="paymentPassword"
        labelText={labels.paymentPassword}
        error={errors.paymentPassword}
        autoComplete="off"
        numeric
        value={values.paymentPassword}
        onChange={set('paymentPassword')}
      />
      <FormError text={errors._} />
      <div className={styles.actions}>
        <button type="submit" className={memberStyles.primary} disabled={busy} aria-busy={busy || undefined}>
          {busy ? labels.saving : labels.saveBankAccount}
        </button>
        {onClose && (
          <button type="button" className={memberStyles.secondary} onClick={onClose}>
            {labels.close}
          </button>
        )}
      </div>
    </form>
  )
}

function WithdrawForm({
  info,
  labels,
  localeTag,
  onDone,
}: {
  info: WithdrawInfo
  labels: CashierLabels
  localeTag: string
  onDone: (order: WithdrawOrder) => void
}) {
  const ids = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const { mutate } = useSWRConfig()
  const [amount, setAmount] = useState('')
  const [accountId, setAccountId] = useState(String(info.bankAccounts[0]?.id ?? ''))
  const [paymentPassword, setPaymentPassword] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const money = (minor: number) => formatMinor(minor, info.currency, localeTag)
  const values = {
    min: money(info.minMinor),
    max: money(info.maxMinor),
    balance: money(info.withdrawableMinor),
    digits: info.currency.minorDigits,
    count: info.attemptsLeft ?? 0,
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const found: Record<string, string> = {}
    const parsed = parseAmountInput(amount, info.currency.minorDigits)
    if (!parsed.ok) found.amount = fill(label(labels, `error_amount_${parsed.problem}`) ?? '', values)
    else if (parsed.minor < info.minMinor) found.amount = fill(labels.error_amount_below_min, values)
    else if (parsed.minor > info.maxMinor) found.amount = fill(labels.error_amount_above_max, values)
    else if (parsed.minor > info.withdrawableMinor)
      found.amount = fill(labels.error_amount_insufficient, values)
    if (!SIX_DIGITS.test(paymentPassword)) found.paymentPassword = labels.error_paymentPassword_six_digits
    setErrors(found)
    if (Object.keys(found).length > 0) {
      focusFirstError(formRef.current, found)
      return
    }
    setBusy(true)
    try {
      const order = await apiFetch<WithdrawOrder>('/api/wallet/withdraw', {
        body: { amount: amount.trim(), bankAccountId: Number(accountId), paymentPassword },
        networkErrorMessage: labels.error_network,
      })
      setAmount('')
      setPaymentPassword('')
      onDone(order)
      void mutate(BALANCE_KEY)
      void mutate(CASHIER_KEYS.withdrawInfo)
      void mutate(CASHIER_KEYS.withdrawals(1))
    } catch (error) {
      const locked = isApiError(error) && error.fields.paymentPassword === 'locked'
      const messages = fieldMessages(error, labels, {
        ...values,
        time: lockedUntilText(isApiError(error) ? error.retryAfterSeconds : null, localeTag),
      })
      setErrors(messages)
      setPaymentPassword('')
      if (isApiError(error) && (error.fields.paymentPassword || locked))
        void mutate(CASHIER_KEYS.withdrawInfo)
      focusFirstError(formRef.current, messages)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${ids}-account`}>
          {labels.toAccount}
        </label>
        <select
          id={`${ids}-account`}
          name="bankAccountId"
          className={styles.select}
          value={accountId}
          onChange={(event) => setAccountId(event.target.value)}
          aria-invalid={errors.bankAccountId ? true : undefined}
        >
          {info.bankAccounts.map((account) => (
            <option key={account.id} value={account.id}>
              {accountText(account)}
            </option>
          ))}
        </select>
        <FieldError id={`${ids}-account-error`} field="bankAccountId" text={errors.bankAccountId} />
      </div>
      <CashierInput
        id={`${ids}-amount`}
        field="amount"
        label={fill(labels.amountIn, { currency: info.currency.code })}
        hint={fill(labels.amountHint, values)}
        error={errors.amount}
        inputMode="decimal"
        value={amount}
        onChange={setAmount}
      />
      <PasswordField
        id={`${ids}-pp`}
        field="paymentPassword"
        labelText={labels.paymentPassword}
        hint={
          info.attemptsLeft !== null && info.attemptsLeft < 5 && !info.lockedUntil
            ? fill(labels.attemptsLeft, values)
            : undefined
        }
        error={errors.paymentPassword}
        autoComplete="off"
        numeric
        value={paymentPassword}
        onChange={setPaymentPassword}
      />
      <FormError text={errors._} />
      <SubmitRow
        busy={busy}
        text={labels.withdrawSubmit}
        busyText={labels.saving}
        icon={<Icon name="withdraw" size={18} />}
      />
    </form>
  )
}

function accountText(account: BankAccount): string {
  return `${account.bankName} ${account.accountMasked} · ${account.holderName}`
}

function BankAccounts({
  info,
  labels,
  localeTag,
  onAdded,
}: {
  info: WithdrawInfo
  labels: CashierLabels
  localeTag: string
  onAdded: () => void
}) {
  const [adding, setAdding] = useState(false)
  return (
    <section className={memberStyles.card} aria-labelledby="bank-accounts">
      <h2 id="bank-accounts">{labels.bankAccounts}</h2>
      <ul className={styles.accounts}>
        {info.bankAccounts.map((account) => (
          <li key={account.id} className={styles.account}>
            <span>
              <strong>{account.bankName}</strong>{' '}
              <span data-testid="account-masked">{account.accountMasked}</span>
            </span>
            <span className={memberStyles.muted}>{account.holderName}</span>
          </li>
        ))}
      </ul>
      {adding ? (
        <BankAccountForm
          info={info}
          labels={labels}
          localeTag={localeTag}
          onDone={() => {
            setAdding(false)
            onAdded()
          }}
          onClose={() => setAdding(false)}
        />
      ) : info.bankAccounts.length < info.maxBankAccounts ? (
        <div className={styles.actions}>
          <button type="button" className={memberStyles.secondary} onClick={() => setAdding(true)}>
            {labels.addBankAccount}
          </button>
        </div>
      ) : (
        <p className={memberStyles.muted}>{fill(labels.error_bank_limit, { max: info.maxBankAccounts })}</p>
      )}
    </section>
  )
}

function RecentWithdrawals({
  labels,
  localeTag,
  onChange,
}: Props & {
  onChange: (notice: string) => void
}) {
  const { data, error, isLoading, mutate } = useWithdrawals(1)
  const { mutate: mutateKey } = useSWRConfig()
  const [busyId, setBusyId] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)

  const cancel = async (order: WithdrawOrder) => {
    setBusyId(order.orderId)
    setProblem(null)
    try {
      const cancelled = await apiFetch<WithdrawOrder>('/api/wallet/withdraw/cancel', {
        body: { orderId: order.orderId },
        networkErrorMessage: labels.error_network,
      })
      onChange(
        fill(labels.withdrawalCancelled, {
          amount: formatMinor(cancelled.amountMinor, cancelled.currency, localeTag),
        }),
      )
    } catch (failure) {
      setProblem(fieldMessages(failure, labels)._ ?? labels.error_network)
    } finally {
      setBusyId(null)
      void mutate()
      void mutateKey(BALANCE_KEY)
      void mutateKey(CASHIER_KEYS.withdrawInfo)
    }
  }

  return (
    <RecentOrders
      id="recent-withdrawals"
      title={labels.recentWithdrawals}
      labels={labels}
      secondColumn={labels.columnAccount}
      list={{ data, error, isLoading }}
      emptyText={labels.noWithdrawals}
      onRefresh={() => void mutate()}
      notice={
        problem && (
          <p role="alert" className={styles.error}>
            {problem}
          </p>
        )
      }
      row={(order) => (
        <tr key={order.orderId}>
          <td>
            <LocalTime value={order.createdAt} localeTag={localeTag} withTime />
            <span className={memberStyles.sub}>{order.orderId}</span>
          </td>
          <td>
            {order.bankName} {order.accountMasked}
          </td>
          <td className={memberStyles.number}>{formatMinor(order.amountMinor, order.currency, localeTag)}</td>
          <td>
            <StatusBadge
              status={order.status}
              text={label(labels, `withdrawStatus_${order.status}`) ?? order.status}
            />
          </td>
          <td>
            {order.status === 'pending' && (
              <button
                type="button"
                className={`${memberStyles.secondary} ${styles.small}`}
                disabled={busyId !== null}
                aria-busy={busyId === order.orderId || undefined}
                aria-label={fill(labels.cancelWithdrawalLabel, { reference: order.orderId })}
                onClick={() => void cancel(order)}
              >
                {labels.cancelWithdrawal}
              </button>
            )}
          </td>
        </tr>
      )}
    />
  )
}
