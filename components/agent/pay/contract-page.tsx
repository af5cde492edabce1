import type { Messages } from 'next-intl'
import { Link } from '@/i18n/navigation'
import { RecordStatus, RecordsTable } from '@/components/ui/records'
import type { ContractKind, ContractView } from '@/lib/agent/types'
import { fill } from '@/lib/ui/fill'
import memberStyles from '@/components/member/member-centre.module.css'
import styles from '../agent-centre.module.css'
import { ContractTiers, ratesOf } from './contract-tiers'
import { moneyOf, percentOf } from './money'
import { OfferDecision } from './offer-decision'
import { OfferForm } from './offer-form'
import { MY_INCOME_PATH } from './report-state'
import { Stats } from './stats'
import { timesIn } from '@/components/ui/record-cells'

// One contract page (dividend, daily wages, hourly or real-time salary): offers waiting for this agent,
// its terms, the current period so far, the last payments, and its direct downline agents with what
// they hold, what they were offered and a form to offer them terms. Read on the server (`data`; null when
// it could not be), its times in the record zone; signing, refusing or offering refreshes the page.
export function ContractPage({
  kind,
  data,
  pathname,
  timeZone,
  localeTag,
  labels,
  retry,
}: {
  kind: ContractKind
  data: ContractView | null
  pathname: string
  timeZone: string
  localeTag: string
  labels: Messages['AgentPay']
  retry: string
}) {
  const at = timesIn(localeTag, timeZone, 'short')
  const number = new Intl.NumberFormat(localeTag)
  const { money } = moneyOf(data?.currency, localeTag)
  if (!data) {
    return (
      <RecordStatus
        loading={false}
        error
        empty={null}
        labels={{ loading: labels.loading, error: labels.error, retry }}
        retry={{ href: { pathname, query: {} } }}
      />
    )
  }
  const { current } = data
  return (
    <div className={styles.section} data-contract={kind}>
      {data.offers.map((offer) => (
        <OfferDecision
          key={offer.id}
          kind={kind}
          offer={offer}
          view={data}
          localeTag={localeTag}
          labels={labels}
        />
      ))}
      <section className={styles.section} aria-labelledby={`terms-${kind}`}>
        <h2 id={`terms-${kind}`}>{labels.termsHeading}</h2>
        {data.contract ? (
          <>
            <p className={memberStyles.muted}>
              {labels[`terms_${kind}`]} {labels.signedOn} {at(data.contract.signedAt)}
            </p>
            <ContractTiers
              tiers={data.contract.tiers}
              caption={labels.termsHeading}
              currency={data.currency}
              localeTag={localeTag}
              labels={labels}
            />
          </>
        ) : (
          <p className={memberStyles.muted}>{labels.notHeld}</p>
        )}
      </section>
      {data.contract && (
        <section className={styles.section} aria-labelledby={`current-${kind}`}>
          <h2 id={`current-${kind}`}>{labels.currentHeading}</h2>
          <p className={memberStyles.muted}>
            {at(current.periodStart)} – {at(current.periodEnd)}
          </p>
          <Stats
            items={[
              {
                key: 'valid',
                term: kind === 'dividend' ? labels.columnStake : labels.columnValid,
                value: money(current.validBetMinor),
              },
              { key: 'players', term: labels.columnPlayers, value: number.format(current.activePlayers) },
              { key: 'rate', term: labels.rateReached, value: percentOf(current.rateBp, localeTag) },
              { key: 'earned', term: labels.earnedSoFar, value: money(current.amountSoFarMinor) },
            ]}
          />
        </section>
      )}
      <section className={styles.section} aria-labelledby={`payments-${kind}`}>
        <h2 id={`payments-${kind}`}>{labels.paymentsHeading}</h2>
        {data.payments.length === 0 ? (
          <p className={memberStyles.muted}>{labels.noPayments}</p>
        ) : (
          <RecordsTable
            caption={labels.paymentsHeading}
            rows={data.payments}
            rowKey={(row) => row.id}
            columns={[
              {
                key: 'period',
                header: labels.columnPeriod,
                rowHeader: true,
                cell: (row) => (
                  <>
                    {at(row.periodStart)} – {at(row.periodEnd)}
                  </>
                ),
              },
              {
                key: 'valid',
                header: labels.columnValid,
                numeric: true,
                cell: (row) => money(row.validBetMinor),
              },
              {
                key: 'rate',
                header: labels.columnRate,
                numeric: true,
                cell: (row) => percentOf(row.rateBp, localeTag),
              },
              {
                key: 'amount',
                header: labels.columnAmount,
                numeric: true,
                cell: (row) => money(row.amountMinor),
              },
            ]}
          />
        )}
        <p>
          <Link href={{ pathname: MY_INCOME_PATH, query: { range: '30d', type: kind } }}>
            {labels.allPayments}
          </Link>
        </p>
      </section>
      <section className={styles.section} aria-labelledby={`downlines-${kind}`}>
        <h2 id={`downlines-${kind}`}>{labels.downlineAgentsHeading}</h2>
        {data.downlines.length > 0 && (
          <RecordsTable
            caption={labels.downlineAgentsHeading}
            rows={data.downlines}
            rowKey={(row) => row.memberId}
            rowData={(row) => ({ 'data-member': row.userName })}
            columns={[
              { key: 'member', header: labels.columnMember, rowHeader: true, cell: (row) => row.userName },
              {
                key: 'holds',
                header: labels.columnHolds,
                cell: (row) => (row.contract ? ratesOf(row.contract, localeTag) : labels.none),
              },
              {
                key: 'offer',
                header: labels.columnOffer,
                cell: (row) =>
                  row.offer
                    ? fill(labels.offerOpen, { rates: ratesOf(row.offer.tiers, localeTag) })
                    : row.refused
                      ? labels.offerRefused
                      : '',
              },
            ]}
          />
        )}
        {data.contract && <OfferForm kind={kind} view={data} labels={labels} />}
      </section>
    </div>
  )
}
