import type { UplineInfo } from '@/lib/funds/types'
import { formatMinor } from '@/lib/money'
import { Fact } from '../fact'
import memberStyles from '../member-centre.module.css'
import { ReadCard } from '../read-card'
import type { FundsProps } from './funds-labels'
import { UplineForm } from './upline-form'

const PATH = { pathname: '/member/transferUpline', query: {} }

// Transfer to upline: the upline's account and what the main wallet holds, as the page read them on the
// server (null: that failed); then the form, which reads the page again after each transfer.
export function UplineView({ labels, localeTag, info }: FundsProps & { info: UplineInfo | null }) {
  return (
    <ReadCard id="upline-heading" title={labels.uplineHeading} data={info} labels={labels} retry={PATH}>
      {(info) => (
        <>
          <dl className={memberStyles.facts}>
            <Fact term={labels.uplineAccount} testId="upline-account">
              {info.upline.account}
            </Fact>
            <Fact term={labels.available} testId="upline-available" amount>
              {formatMinor(info.availableMinor, info.currency, localeTag)}
            </Fact>
          </dl>
          <UplineForm info={info} labels={labels} localeTag={localeTag} />
        </>
      )}
    </ReadCard>
  )
}
