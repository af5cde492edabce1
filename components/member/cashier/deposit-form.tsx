'use client'

import { useId } from 'react'
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
import { CashierInput, FieldError, SubmitRow } from './cashier-fields'
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
  // The view shows this form only when there is a method.
  const methodOf = (code: string) => methods.find((m) => m.code === code) ?? (methods[0] as DepositMethod)
  const boundsOf = (m: DepositMethod) => ({
    min: money(m.minMinor),
    max: money(m.maxMinor),
    digits: currency.minorDigits,
  })
  const { formRef, values, setValues, set, errors, setErrors, busy, onSubmit } = useCashierForm({
    schema: (v: { method: string; amount: string }) => {
      const { minMinor, maxMinor } = methodOf(v.method)
      return depositForm({ minorDigits: currency.minorDigits, minMinor, maxMinor })
    },
    initial: { method: methodOf('').code, amount: '' },
    labels,
    placeholders: () => boundsOf(method),
    send: async (input) =>
      onCreated(await createDeposit(input, { networkErrorMessage: labels.error_network })),
  })
  const method = methodOf(values.method)
  const parsed = parseAmountInput(values.amount, currency.minorDigits)
  const choose = (next: Partial<typeof values>) => {
    setValues((current) => ({ ...current, ...next }))
    setErrors({})
  }

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={onSubmit}
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
                onChange={() => choose({ method: m.code })}
              />
              <span className={styles.optionName}>{methodName(labels, m.code)}</span>
              <span className={styles.optionHint}>{label(labels, `methodHint_${m.kind}`)}</span>
            </label>
          ))}
        </div>
        <FieldError id={`${ids}-method-error`} name="method" text={errors.method} />
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
                  onClick={() => choose({ amount: String(preset / 10 ** currency.minorDigits) })}
                >
                  {money(preset)}
                </button>
              </li>
            ))}
        </ul>
      </fieldset>

      <CashierInput
        name="amount"
        label={fill(labels.amountIn, { currency: currency.code })}
        hint={fill(labels.amountHint, boundsOf(method))}
        error={errors.amount}
        inputMode="decimal"
        value={values.amount}
        onChange={set('amount')}
      />
      <SubmitRow
        error={errors._}
        busy={busy}
        text={labels.depositSubmit}
        busyText={labels.creating}
        icon={<Icon name="deposit" size={18} />}
      />
    </form>
  )
}
