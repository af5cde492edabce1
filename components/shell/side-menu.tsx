import { Suspense, type ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'
import { CdnImage } from '@/components/ui/cdn-image'
import { Link } from '@/i18n/navigation'
import { localeNames, type Locale } from '@/i18n/locales'
import { CATEGORY_ROUTES } from '@/lib/games/categories'
import { isLotteryCategory, vendorLobby } from '@/lib/games/launch'
import type { Tenant } from '@/lib/tenant/config'
import type { AppDownload } from '@/lib/shell/frame-data'
import type { Announcement, DomainRoute, GameCategory, ServiceLink, VendorLane } from '@/lib/types'
import { Icon, type IconName } from './icon'
import { LanguagePicker } from './language-picker'
import { MenuEntry } from './menu-entry'
import { ServiceMenu } from './service-menu'
import type { ChatAccess } from './chat-entry'
import type { ChatDesk } from '@/lib/shell/service-links'
import { DownloadButton } from './download-button'
import { labelsOf } from './labels'
import styles from './side-menu.module.css'

// The categories of the side menu in the order players know them (product spec §2).
const MENU_CATEGORIES: GameCategory[] = ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS']

export type SideMenuProps = {
  tenant: Tenant
  locale: Locale
  lanes: VendorLane[]
  serviceLinks: ServiceLink[]
  chat: ChatAccess | null
  // The desk the live chat queues at (VIP above rank 4).
  chatDesk: ChatDesk
  // The feedback page is on for the site (switch FEEDBACK3).
  feedback: boolean
  signedIn: boolean
  notices: Announcement[]
  domainRoutes: DomainRoute[]
  downloads: AppDownload[]
  socials: Array<{ key: string; url: string; label: string }>
}

const SOCIAL_ICONS: Record<string, IconName> = {
  FACEBOOK: 'facebook',
  WHATSAPP: 'whatsapp',
  TELEGRAM: 'telegram',
}

// A titled part of the menu below the games, named by its heading.
function MenuSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {heading}
      </h2>
      {children}
    </section>
  )
}

export async function SideMenu(props: SideMenuProps) {
  const { tenant, locale, lanes } = props
  const t = await getTranslations('SideMenu')
  const categories = await getTranslations('Categories')
  const [serviceLabels, chatLabels, announcementLabels, modalLabels, downloadLabels] = await Promise.all([
    labelsOf('CustomerService'),
    labelsOf('LiveChat'),
    labelsOf('Announcements'),
    labelsOf('Modal'),
    labelsOf('Download'),
  ])
  const byCategory = new Map(lanes.map((lane) => [lane.category, lane.vendors]))
  const shown = MENU_CATEGORIES.filter((category) => (byCategory.get(category)?.length ?? 0) > 0)

  return (
    <aside id="side-menu" className={styles.side} aria-label={t('label')}>
      {/* A Suspense boundary of its own: the menu's many links and buttons hydrate after the page's first
          pass, in short steps that leave room for input, rather than in one long task with the rest that
          keeps a slow phone from answering a tap (a tap on a part not yet alive hydrates it first). The
          server streams the boundary's HTML right after the page's; the column has a fixed size, so
          nothing moves when it shows. */}
      <Suspense fallback={null}>
        <nav aria-label={t('games')} className={styles.section}>
          <ul className={styles.list}>
            <MenuEntry href="/" icon="home" text={t('home')} />
            <MenuEntry href="/inhouse" icon="inhouse" text={categories('INHOUSE')} />
            {shown.map((category) => {
              const vendors = byCategory.get(category) ?? []
              const route = CATEGORY_ROUTES[category]
              // A lottery category with one vendor launches that vendor's lottery itself (product spec §2, §4:
              // the SEA draws on /elott, the Vietnamese lottery on /vnlottery); its page asks a visitor to
              // log in first.
              const [only] = vendors
              if (isLotteryCategory(category) && only && vendors.length === 1) {
                return (
                  <li key={category} data-category={category}>
                    <Link href={vendorLobby(category, only.code)} className={styles.entry}>
                      <Icon name={category} />
                      <span className={styles.text}>{categories(category)}</span>
                    </Link>
                  </li>
                )
              }
              return (
                <li key={category} data-category={category}>
                  <details className={styles.group}>
                    <summary className={styles.entry} data-menu-summary="">
                      <Icon name={category} />
                      <span className={styles.text}>{categories(category)}</span>
                      <Icon name="chevron" size={16} className={styles.chevron} />
                    </summary>
                    <ul className={styles.children}>
                      <li>
                        <Link href={route} className={styles.child}>
                          <span className={styles.allMark} aria-hidden="true">
                            ∗
                          </span>
                          {t('all')}
                        </Link>
                      </li>
                      {vendors.map((vendor) => (
                        <li key={vendor.code}>
                          <Link href={vendorLobby(category, vendor.code)} className={styles.child}>
                            <CdnImage src={vendor.iconUrl} width={24} height={24} />
                            {vendor.name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </details>
                </li>
              )
            })}
            <MenuEntry href="/promotions" icon="promotions" text={t('promotions')} />
            <MenuEntry href="/responsible-gaming" icon="shield" text={t('responsible')} />
          </ul>
        </nav>

        {tenant.locales.length > 1 && (
          <LanguagePicker
            current={locale}
            options={tenant.locales.map((code) => ({ code, name: localeNames[code] }))}
            label={t('language')}
            signedIn={props.signedIn}
          />
        )}

        <ServiceMenu
          links={props.serviceLinks}
          chat={props.chat}
          chatDesk={props.chatDesk}
          feedback={props.feedback}
          signedIn={props.signedIn}
          notices={props.notices}
          domainRoutes={props.domainRoutes}
          labels={serviceLabels}
          chatLabels={chatLabels}
          announcementLabels={announcementLabels}
          modalLabels={modalLabels}
        />

        {props.downloads.length > 0 && (
          <MenuSection id="menu-download" heading={t('appDownload')}>
            <ul className={styles.qrList}>
              {props.downloads.map((download) => (
                <li key={download.platform} className={styles.qr}>
                  <figure>
                    <div
                      role="img"
                      aria-label={t(download.platform === 'android' ? 'qrAndroid' : 'qrIos')}
                      className={styles.qrCode}
                      dangerouslySetInnerHTML={{ __html: download.qrSvg }}
                    />
                    <figcaption>{t(download.platform === 'android' ? 'android' : 'ios')}</figcaption>
                  </figure>
                </li>
              ))}
            </ul>
            <DownloadButton
              downloads={props.downloads}
              labels={downloadLabels}
              closeLabel={modalLabels.close}
            />
          </MenuSection>
        )}

        {props.socials.length > 0 && (
          <MenuSection id="menu-social" heading={t('social')}>
            <ul className={styles.socials}>
              {props.socials.map((social) => (
                <li key={social.key}>
                  <a href={social.url} target="_blank" rel="noopener noreferrer" className={styles.social}>
                    <Icon name={SOCIAL_ICONS[social.key] ?? 'link'} />
                    <span className={styles.text}>{social.label}</span>
                  </a>
                </li>
              ))}
            </ul>
          </MenuSection>
        )}
      </Suspense>
    </aside>
  )
}
