'use client'

import { useState } from 'react'
import { SelectField } from '@/components/ui/form'
import { useRouter } from '@/i18n/navigation'
import { newRequestId, recallAll, transfer, useRequestId } from '@/lib/client/funds'
import { transferForm } from '@/lib/funds/schemas'
import { MAIN_WALLET, type Wallets } from '@/lib/funds/types'
import { formatMinor } from '@/lib/money'
import { fill } from '@/lib/ui/fill'
import memberStyles from '../member-centre.module.css'
import { CashierActions, CashierField } from '../cashier/cashier-fields'
import { fieldMessages } from '../cashier/cashier-shared'
import styles from '../cashier/cashier.module.css'
import { useCashierForm } from '../cashier/use-cashier-form'
import type { FundsProps } from './funds-labels'

// From the main wallet to a vendor wallet or back, an amount of at most what the source holds; and
// "recall all", every vendor wallet back into the main one. Each transfer carries an id of its own
// (useRequestId), so that a transfer sent twice moves money once. Each one, done or refused, reads the
// page's wallets again (another tab or a game may have moved them meanwhile).
export function TransferForm({ wallets, labels, localeTag }: FundsProps & { wallets: Wallets }) {
  const router = useRouter()
  const [notice, setNotice] = useState<string | null>(null)
  const { vendors, currency } = wallets
  const money = (minor: number) => formatMinor(minor, currency, localeTag)
  const balanceOf = (code: string) =>
    code === MAIN_WALLET
      ? wallets.mainMinor
      : (vendors.find((vendor) => vendor.code === code)?.availableMinor ?? 0)
  const [requestId, renewRequestId] = useRequestId()
  const [recalling, setRecalling] = useState(false)
  const { field, formProps, setValues, values, status, setFailure } = useCashierForm({
    initial: { from: MAIN_WALLET, to: vendors[0]?.code ?? '', amount: '' },
    schema: transferForm(currency.minorDigits, balanceOf),
    labels,
    placeholders: (current) => ({ balance: money(balanceOf(current.from)), digits: currency.minorDigits }),
  })
  const send = async (sent: Record<'from' | 'to' | 'amount', string>) => {
    try {
      const done = await transfer({ ...sent, requestId }, { networkErrorMessage: labels.error_network })
      renewRequestId()
      setValues({ ...sent, amount: '' })
      setNotice(fill(labels.transferDone, { amount: money(done.amountMinor) }))
    } finally {
      router.refresh()
    }
  }

  const recall = async () => {
    setRecalling(true)
    setFailure(null)
    try {
      const done = await recallAll(
        { requestId: newRequestId() },
        { networkErrorMessage: labels.error_network },
      )
      setNotice(fill(labels.recallDone, { amount: money(done.amountMinor) }))
    } catch (error) {
      setFailure(fieldMessages(error, labels)._ ?? labels.error_network)
    } finally {
      setRecalling(false)
      router.refresh()
    }
  }

  const main = { value: MAIN_WALLET, label: labels.mainWallet }
  const others = vendors.map((vendor) => ({ value: vendor.code, label: vendor.name }))
  // One side is always the main wallet: choosing a vendor wallet to take from sends the money home.
  const chooseFrom = (from: string) =>
    setValues({ ...values, from, to: from === MAIN_WALLET ? (vendors[0]?.code ?? '') : MAIN_WALLET })

  return (
    <>
      {notice && (
        <p role="status" className={styles.success}>
          {notice}
        </p>
      )}
      <form {...formProps(send)} className={styles.form}>
        <SelectField
          {...field('from')}
          onChange={chooseFrom}
          label={labels.from}
          options={[main, ...others]}
        />
        <SelectField
          {...field('to')}
          label={labels.to}
          options={values.from === MAIN_WALLET ? others : [main]}
          announce
        />
        <CashierField
          {...field('amount')}
          label={fill(labels.amountIn, { currency: currency.code })}
          hint={fill(labels.amountHint, { balance: money(balanceOf(values.from)) })}
          inputMode="decimal"
        />
        <CashierActions {...status} text={labels.transferSubmit} pendingText={labels.saving} icon="transfer">
          <button
            type="button"
            className={memberStyles.secondary}
            onClick={() => void recall()}
            disabled={recalling || status.pending}
            aria-busy={recalling || undefined}
          >
            {recalling ? labels.saving : labels.recallAll}
          </button>
        </CashierActions>
      </form>
    </>
  )
}
