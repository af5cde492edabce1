import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'
import { localeTags, type Locale } from '@/i18n/locales'
import { BannerCarousel, type CarouselLabels } from '@/components/home/banner-carousel'
import { RouteBanner } from '@/components/home/route-banner'
import { isGtagId } from '@/lib/analytics/consent'
import { ConsentBanner } from './consent-banner'
import { DEFAULT_FEATURES } from '@/lib/features'
import { BANNER_GROUP_NAMES } from '@/lib/shell/frame-rules'
import type { Tenant } from '@/lib/tenant/config'
import type { MemberView } from '@/lib/types'
import type { UpstreamContext } from '@/lib/upstream/client'
import { serviceDesks } from '@/lib/shell/service-links'
import { brandMark } from '@/lib/shell/install'
import { DrawerScrim, ShowBarsButton } from './frame-controls'
import { appDownloads, loadFrameData, SOCIAL_KEYS } from '@/lib/shell/frame-data'
import { labelsOf } from './labels'
import { RealityCheckSlot } from './member-slots'
import { PopupsSlot } from './popups-slot'
import { TermsGate } from '@/components/legal/terms-gate'
import { SideMenu } from './side-menu'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'
import styles from './frame.module.css'

// Side menu, header, banner, content and footer around every page (product spec §2, Layout).
export async function Frame({
  tenant,
  locale,
  ctx,
  member,
  children,
}: {
  tenant: Tenant
  locale: Locale
  ctx: UpstreamContext
  member: MemberView | null
  children: ReactNode
}) {
  const [data, t, carousel, announcementLabels, modalLabels, protection, consentLabels] = await Promise.all([
    loadFrameData(ctx),
    getTranslations('Frame'),
    labelsOf('Carousel'),
    labelsOf('Announcements'),
    labelsOf('Modal'),
    labelsOf('Protection'),
    labelsOf('Consent'),
  ])
  const { status, lanes, feed } = data
  // The tenant's Google tag, loaded only after the visitor accepts analytics.
  const gtagId = isGtagId(status?.gtagId) ? status.gtagId : null
  // A member whose password must change first gets no pop-ups until it has (and the sign-in is
  // complete); the others' are read by the browser on the home page, which members share per variant.
  const pending = member?.mustChangePassword === true
  const popups = member ? [] : (feed?.popups ?? [])
  // A member on a break sees no banners and no pop-ups: nothing that invites play (RTS 14A).
  const onBreak = !!member?.onBreak
  const downloads = await appDownloads(status)
  const features = status?.features ?? DEFAULT_FEATURES
  const brandName = tenant.brandName
  const carouselLabels: CarouselLabels = {
    region: carousel.region,
    previous: carousel.previous,
    next: carousel.next,
    goTo: carousel.goTo,
    slide: carousel.slide,
    pause: carousel.pause,
    play: carousel.play,
  }
  const groups: Record<string, ReactNode> = {}
  for (const name of BANNER_GROUP_NAMES) {
    const banners = onBreak ? [] : (feed?.banners ?? []).filter((b) => b.group === name)
    if (banners.length > 0) {
      groups[name] = <BannerCarousel key={name} banners={banners} labels={carouselLabels} />
    }
  }
  const desks = serviceDesks(
    status?.customerService ?? [],
    member ? member.rankLevel : null,
    features.liveChat,
  )
  const socials = SOCIAL_KEYS.flatMap((key) => {
    const resource = status?.resources[key]
    return resource?.url ? [{ key, url: resource.url, label: resource.label }] : []
  })

  return (
    <>
      <div className={styles.frame}>
        <SideMenu
          tenant={tenant}
          locale={locale}
          lanes={lanes}
          serviceLinks={desks.links}
          chatDesk={desks.chatDesk}
          chat={
            !features.liveChat || pending ? null : !member ? 'visitor' : member.isTrial ? 'trial' : 'member'
          }
          feedback={features.feedback}
          signedIn={!!member && !member.isTrial && !pending}
          notices={feed?.notices ?? []}
          domainRoutes={status?.domainRoutes ?? []}
          downloads={downloads}
          socials={socials}
        />
        <DrawerScrim label={t('closeMenu')} />
        <div className={styles.column}>
          <SiteHeader
            brandName={brandName}
            mark={brandMark(tenant, false)}
            member={member}
            features={features}
            affiliateUrl={status?.resources.AFFILIATELINK?.url ?? null}
          />
          <RouteBanner groups={groups} />
          <main id="main" tabIndex={-1} className={styles.main}>
            {children}
          </main>
          <SiteFooter
            brandName={brandName}
            legal={tenant.legal}
            paymentMethods={status?.paymentMethods ?? []}
            lanes={lanes}
            analytics={!!gtagId}
          />
        </div>
      </div>
      {gtagId && <ConsentBanner gtagId={gtagId} labels={consentLabels} />}
      <ShowBarsButton label={t('showBars')} />
      <PopupsSlot
        popups={popups}
        memberPopups={!!member && !pending && !onBreak}
        labels={announcementLabels}
        closeLabel={modalLabels.close}
      />
      <TermsGate member={member} />
      {/* Nothing of the account loads while a password change is pending. */}
      {member && !member.isTrial && !member.mustChangePassword && (
        <RealityCheckSlot
          localeTag={localeTags[locale]}
          labels={{
            realityDialogTitle: protection.realityDialogTitle,
            realityDialogText: protection.realityDialogText,
            realityRecord: protection.realityRecord,
            realityContinue: protection.realityContinue,
            realityStop: protection.realityStop,
            error_network: protection.error_network,
          }}
        />
      )}
    </>
  )
}
