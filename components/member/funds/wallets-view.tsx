import { RecordsTable } from '@/components/ui/records'
import { MAIN_WALLET, type VendorWallet, type Wallets } from '@/lib/funds/types'
import { formatMinor } from '@/lib/money'
import { Fact } from '../fact'
import memberStyles from '../member-centre.module.css'
import { ReadCard } from '../read-card'
import type { FundsProps } from './funds-labels'
import { TransferForm } from './transfer-form'

const PATH = { pathname: '/member/transferFund', query: {} }

// My wallet: the total, the main wallet and each vendor wallet as the page read them on the server (null:
// that failed), then the transfer between the main wallet and one vendor wallet and "recall all", which
// read the page again. A merchant without vendor wallets has nothing to move.
export function WalletsView({ labels, localeTag, wallets }: FundsProps & { wallets: Wallets | null }) {
  return (
    <>
      <ReadCard
        id="wallets-heading"
        title={labels.walletsHeading}
        data={wallets}
        labels={labels}
        retry={PATH}
      >
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
      </ReadCard>
      {wallets && (
        <section className={memberStyles.card} aria-labelledby="transfer-heading">
          <h2 id="transfer-heading">{labels.transferHeading}</h2>
          {wallets.vendors.length === 0 ? (
            <p className={memberStyles.muted}>{labels.noVendorWallets}</p>
          ) : (
            <>
              <p className={memberStyles.muted}>{labels.transferIntro}</p>
              <TransferForm wallets={wallets} labels={labels} localeTag={localeTag} />
            </>
          )}
        </section>
      )}
    </>
  )
}
