import { headers } from 'next/headers'
import { getTranslations } from 'next-intl/server'
import { MemberNav } from '@/components/member/member-nav'
import { MemberOverlay } from '@/components/member/member-overlay'
import { PlayResponsibly } from '@/components/ui/play-responsibly'
import { Link, getPathname } from '@/i18n/navigation'
import { DEFAULT_FEATURES } from '@/lib/features'
import { memberCentreAccess } from '@/lib/member/access'
import { memberPagesFor } from '@/lib/member/pages'
import { enterLocale } from '@/lib/page-locale'
import { FRAME_HEADERS } from '@/lib/shell/frame-headers'
import { getSiteStatus } from '@/lib/upstream/catalogue'
import styles from '@/components/member/member-centre.module.css'

// The member centre (product spec §2): an overlay with its title, the page list and a close button
// around whichever page is open. Trial accounts get the real-account notice instead of the pages.
export default async function MemberCentreLayout({ children, params }: LayoutProps<'/[locale]/member'>) {
  const locale = await enterLocale(params)
  const path = (await headers()).get(FRAME_HEADERS.path) ?? '/member'
  const { ctx, trial } = await memberCentreAccess(locale, path.startsWith('/member') ? path : '/member')
  const [t, trialText, status] = await Promise.all([
    getTranslations('MemberCentre'),
    getTranslations('Trial'),
    getSiteStatus(ctx).catch(() => null),
  ])
  const features = status?.features ?? DEFAULT_FEATURES
  const common = {
    title: t('title'),
    closeLabel: t('close'),
    homeHref: getPathname({ href: '/', locale }),
    footer: <PlayResponsibly />,
  }

  if (trial) {
    return (
      <MemberOverlay {...common} nav={null}>
        <div className={styles.notice} role="alert">
          <h2>{trialText('title')}</h2>
          <p>{trialText('in_need_true_account')}</p>
          {features.directRegistration && (
            <Link href="/register" className={styles.primary}>
              {trialText('createAccount')}
            </Link>
          )}
        </div>
      </MemberOverlay>
    )
  }

  const items = memberPagesFor(features).map((page) => ({
    slug: page.slug,
    icon: page.icon,
    label: t(`page_${page.slug}`),
  }))
  return (
    <MemberOverlay
      {...common}
      nav={
        <MemberNav
          label={t('navLabel')}
          unreadLabel={t('unreadSummary', { count: '{count}' })}
          items={items}
        />
      }
    >
      {children}
    </MemberOverlay>
  )
}
