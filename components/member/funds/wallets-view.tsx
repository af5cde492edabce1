'use client'

import { useState } from 'react'
import { RecordsTable } from '@/components/ui/records'
import { useWallets } from '@/lib/client/funds'
import { MAIN_WALLET, type VendorWallet } from '@/lib/funds/types'
import { formatMinor } from '@/lib/money'
import { Fact } from '../fact'
import memberStyles from '../member-centre.module.css'
import { CashierCard } from '../cashier/cashier-shared'
import styles from '../cashier/cashier.module.css'
import type { FundsProps } from './funds-labels'
import { TransferForm } from './transfer-form'

// My wallet: the total, the main wallet and each vendor wallet, then the transfer between the main
// wallet and one vendor wallet and "recall all". A merchant without vendor wallets has nothing to move.
export function WalletsView({ labels, localeTag }: FundsProps) {
  const read = useWallets()
  const [notice, setNotice] = useState<string | null>(null)
  const wallets = read.data

  return (
    <>
      <CashierCard id="wallets-heading" title={labels.walletsHeading} labels={labels} read={read}>
        {(data) => {
          const money = (minor: number) => formatMinor(minor, data.currency, localeTag)
          const rows: VendorWallet[] = [
            { code: MAIN_WALLET, name: labels.mainWallet, availableMinor: data.mainMinor },
            ...data.vendors,
          ]
          return (
            <>
              <dl className={memberStyles.facts}>
                <Fact term={labels.totalBalance} testId="wallet-total" amount>
                  {money(data.totalMinor)}
                </Fact>
              </dl>
              <RecordsTable
                caption={labels.walletsCaption}
                columns={[
                  { key: 'wallet', header: labels.columnWallet, rowHeader: true, cell: (w) => w.name },
                  {
                    key: 'balance',
                    header: labels.columnBalance,
                    numeric: true,
                    cell: (w) => money(w.availableMinor),
                  },
                ]}
                rows={rows}
                rowKey={(w) => w.code}
                rowData={(w) => ({ 'data-wallet': w.code })}
              />
            </>
          )
        }}
      </CashierCard>
      {wallets && (
        <section className={memberStyles.card} aria-labelledby="transfer-heading">
          <h2 id="transfer-heading">{labels.transferHeading}</h2>
          {wallets.vendors.length === 0 ? (
            <p className={memberStyles.muted}>{labels.noVendorWallets}</p>
          ) : (
            <>
              <p className={memberStyles.muted}>{labels.transferIntro}</p>
              {notice && (
                <p role="status" className={styles.success}>
                  {notice}
                </p>
              )}
              <TransferForm wallets={wallets} labels={labels} localeTag={localeTag} onDone={setNotice} />
            </>
          )}
        </section>
      )}
    </>
  )
}
