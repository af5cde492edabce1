import { getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/navigation'

// What the promotion pages show a member on a time-out or self-exclusion instead of any offer.
export async function OffersPausedNotice() {
  const t = await getTranslations('Promotions')
  return (
    <p role="status">
      {t('paused')} <Link href="/member/playerProtection">{t('pausedLink')}</Link>
    </p>
  )
}
