import { labelsOf } from '@/components/shell/labels'
import { getPathname } from '@/i18n/navigation'
import { localeTags, type Locale } from '@/i18n/locales'
import type { Promotion } from '@/lib/types'
import { RaffleAction } from './raffle-action'

// The promotion page's raffle part: nothing unless the promotion is a RAFFLE; visitors log in and come back
// here.
export async function RaffleSection({ promotion, locale }: { promotion: Promotion; locale: Locale }) {
  if (promotion.promotionType !== 'RAFFLE') return null
  const here = getPathname({ href: { pathname: '/promoDetail', query: { id: promotion.id } }, locale })
  return (
    <RaffleAction
      promotionId={promotion.id}
      labels={await labelsOf('Rewards')}
      localeTag={localeTags[locale]}
      here={here}
      loginHref={getPathname({ href: { pathname: '/login', query: { next: here } }, locale })}
    />
  )
}
