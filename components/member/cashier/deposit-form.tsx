'use client'

import { useId, useState } from 'react'
import { fill } from '@/components/shell/fill'
import { Icon } from '@/components/shell/icon'
import { createDeposit } from '@/lib/client/wallet'
import { formatMinor } from '@/lib/games/money'
import {
  parseAmountInput,
  type DepositMethod,
  type DepositOptions,
  type DepositOrder,
} from '@/lib/member/cashier'
import { depositForm } from '@/lib/schemas/wallet'
import memberStyles from '../member-centre.module.css'
import { CashierActions, CashierField } from './cashier-fields'
import { label, methodName, type CashierLabels } from './cashier-shared'
import styles from './cashier.module.css'
import { useCashierForm } from './use-cashier-form'

// A method and an amount (typed, or one of the method's quick amounts); the order comes back with its
// payment instructions.
export function DepositForm({
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
  const ids = useId()
  const { currency, methods } = options
  const money = (minor: number) => formatMinor(minor, currency, localeTag)
  const [methodCode, setMethodCode] = useState(methods[0]?.code ?? '')
  // The view shows this form only when there is a method.
  const method = methods.find((m) => m.code === methodCode) ?? (methods[0] as DepositMethod)
  const bounds = { min: money(method.minMinor), max: money(method.maxMinor), digits: currency.minorDigits }
  const { errors, fail, failure, formRef, pending, set, setFailure, submit, values } = useCashierForm({
    initial: { amount: '' },
    schema: depositForm({ minorDigits: currency.minorDigits, ...method }),
    labels,
    placeholders: () => bounds,
  })
  const send = async ({ amount }: { amount: string }) => {
    onCreated(
      await createDeposit({ method: method.code, amount }, { networkErrorMessage: labels.error_network }),
    )
  }
  const parsed = parseAmountInput(values.amount, currency.minorDigits)
  const clearErrors = () => {
    fail({})
    setFailure(null)
  }

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={submit(send)}
      noValidate
      aria-describedby={`${ids}-intro`}
    >
      <p id={`${ids}-intro`} className={memberStyles.muted}>
        {fill(labels.depositIntro, { minutes: options.expiresMinutes })}
      </p>
      <fieldset className={styles.fieldset}>
        <legend>{labels.method}</legend>
        <div className={styles.options}>
          {methods.map((m) => (
            <label key={m.code} className={styles.option}>
              <input
                type="radio"
                name="method"
                value={m.code}
                checked={m.code === method.code}
                onChange={() => {
                  setMethodCode(m.code)
                  clearErrors()
                }}
              />
              <span className={styles.optionName}>{methodName(labels, m.code)}</span>
              <span className={styles.optionHint}>{label(labels, `methodHint_${m.kind}`)}</span>
            </label>
          ))}
        </div>
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
                  aria-pressed={parsed.ok && parsed.minor === preset}
                  onClick={() => {
                    set('amount')(String(preset / 10 ** currency.minorDigits))
                    clearErrors()
                  }}
                >
                  {money(preset)}
                </button>
              </li>
            ))}
        </ul>
      </fieldset>

      <CashierField
        name="amount"
        label={fill(labels.amountIn, { currency: currency.code })}
        hint={fill(labels.amountHint, bounds)}
        error={errors.amount}
        inputMode="decimal"
        value={values.amount}
        onChange={set('amount')}
      />
      <CashierActions
        failure={failure}
        pending={pending}
        text={labels.depositSubmit}
        pendingText={labels.creating}
        icon={<Icon name="deposit" size={18} />}
      />
    </form>
  )
}
