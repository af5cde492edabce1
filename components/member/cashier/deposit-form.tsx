'use client'

import { useId } from 'react'
import { fill } from '@/lib/ui/fill'
import { formStyles } from '@/components/ui/form'
import { protectionChanged, useProtection } from '@/lib/client/protection'
import { createDeposit } from '@/lib/client/wallet'
import { formatMinor } from '@/lib/money'
import { depositAllowance } from '@/lib/protection/types'
import {
  parseAmountInput,
  type DepositMethod,
  type DepositOptions,
  type DepositOrder,
} from '@/lib/member/cashier'
import { depositForm, type CreateDepositInput } from '@/lib/schemas/wallet'
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
  // The view shows this form only when there is a method.
  const methodOf = (code: string) => methods.find((m) => m.code === code) ?? (methods[0] as DepositMethod)
  const boundsOf = ({ minMinor, maxMinor }: DepositMethod) => ({
    min: money(minMinor),
    max: money(maxMinor),
    digits: currency.minorDigits,
  })
  // A refusal at a deposit limit names what the limits still allow.
  const protection = useProtection().data
  const { errors, fail, field, formProps, set, setFailure, status, values } = useCashierForm({
    initial: { method: methods[0]?.code ?? '', amount: '' },
    schema: depositForm(currency.minorDigits, methods),
    labels,
    placeholders: (current) => ({
      ...boundsOf(methodOf(current.method)),
      remaining: money(depositAllowance(protection) ?? 0),
    }),
  })
  const method = methodOf(values.method)
  const send = async (input: CreateDepositInput) => {
    try {
      onCreated(await createDeposit(input, { networkErrorMessage: labels.error_network }))
    } finally {
      protectionChanged()
    }
  }
  const parsed = parseAmountInput(values.amount, currency.minorDigits)
  const clearErrors = () => {
    fail({})
    setFailure(null)
  }

  return (
    <form {...formProps(send)} className={styles.form} aria-describedby={`${ids}-intro`}>
      <p id={`${ids}-intro`} className={memberStyles.muted}>
        {fill(labels.depositIntro, { minutes: options.expiresMinutes }, localeTag)}
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
                  set('method')(m.code)
                  clearErrors()
                }}
              />
              <span className={styles.optionName}>{methodName(labels, m.code)}</span>
              <span className={styles.optionHint}>{label(labels, `methodHint_${m.kind}`)}</span>
            </label>
          ))}
        </div>
        {errors.method && (
          <p role="alert" className={formStyles.error} data-field-error="method">
            {errors.method}
          </p>
        )}
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
        {...field('amount')}
        label={fill(labels.amountIn, { currency: currency.code })}
        hint={fill(labels.amountHint, boundsOf(method))}
        inputMode="decimal"
      />
      <CashierActions {...status} text={labels.depositSubmit} pendingText={labels.creating} icon="deposit" />
    </form>
  )
}
