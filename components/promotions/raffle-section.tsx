import { labelsOf } from '@/components/shell/labels'
import { getPathname } from '@/i18n/navigation'
import { localeTags, type Locale } from '@/i18n/locales'
import type { Promotion } from '@/lib/types'
import memberStyles from '@/components/member/member-centre.module.css'
import { RaffleAction } from './raffle-action'

// The promotion page's raffle part: nothing unless the promotion is a RAFFLE; visitors log in and come back
// here.
export async function RaffleSection({ promotion, locale }: { promotion: Promotion; locale: Locale }) {
  if (promotion.promotionType !== 'RAFFLE') return null
  const here = getPathname({ href: { pathname: '/promoDetail', query: { id: promotion.id } }, locale })
  const labels = await labelsOf('Rewards')
  return (
    <section className={memberStyles.card} aria-labelledby="raffle-heading" data-testid="raffle">
      <h2 id="raffle-heading">{labels.raffleHeading}</h2>
      <RaffleAction
        promotionId={promotion.id}
        labels={labels}
        localeTag={localeTags[locale]}
        here={here}
        loginHref={getPathname({ href: { pathname: '/login', query: { next: here } }, locale })}
      />
    </section>
  )
}
