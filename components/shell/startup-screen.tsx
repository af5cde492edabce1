import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { enterLocale } from '@/lib/page-locale'
import { localizedPath } from '@/lib/routing-rules'
import { pageContext } from '@/lib/request-context'
import { FRAME_HEADERS } from '@/lib/shell/frame-headers'
import { serviceChannels } from '@/lib/site-features'
import { Icon } from './icon'
import styles from './startup-screen.module.css'

// The screens shown instead of the site while the platform reports maintenance or restricts the
// visitor's region (product spec §2, Start-up screens), or cannot be reached at all (lib/shell/unavailable.ts),
// each the whole of its page. Only the request gate routes here. The contact button leads to the tenant's
// first customer-service address, if any.
const TITLES = {
  maintenance: 'maintenanceTitle',
  restricted: 'regionTitle',
  unavailable: 'unavailableTitle',
} as const
const TEXTS = {
  maintenance: 'maintenanceText',
  restricted: 'regionText',
  unavailable: 'unavailableText',
} as const

export async function StartupScreen({
  kind,
  params,
}: {
  kind: 'maintenance' | 'restricted' | 'unavailable'
  params: Promise<{ locale: string }>
}) {
  const locale = await enterLocale(params)
  const h = await headers()
  if (h.get(FRAME_HEADERS.startup) !== kind) notFound()
  const ctx = await pageContext()
  const [channel] = await serviceChannels(ctx)
  const contact = channel?.url ?? null
  const t = await getTranslations({ locale, namespace: 'StartUp' })
  const ip = h.get(FRAME_HEADERS.ip) || t('unknown')
  const country = h.get(FRAME_HEADERS.country) || t('unknown')
  const back = localizedPath(locale, h.get(FRAME_HEADERS.path) ?? '/')

  return (
    <div className={styles.screen}>
      <div className={styles.card}>
        <p className={styles.brand}>{ctx.tenant.brandName}</p>
        <Icon name={kind === 'restricted' ? 'shield' : 'refresh'} size={48} className={styles.icon} />
        <h1>{t(TITLES[kind])}</h1>
        <p>{t(TEXTS[kind], { brand: ctx.tenant.brandName })}</p>
        {kind === 'restricted' && (
          <dl className={styles.facts}>
            <div>
              <dt>{t('yourIp')}</dt>
              <dd>{ip}</dd>
            </div>
            <div>
              <dt>{t('yourCountry')}</dt>
              <dd>{country}</dd>
            </div>
          </dl>
        )}
        <div className={styles.actions}>
          {contact && (
            <a className={styles.primary} href={contact} target="_blank" rel="noopener noreferrer">
              {t('contactUs')}
            </a>
          )}
          {kind !== 'restricted' && (
            <a className={styles.secondary} href={back}>
              {t('retry')}
            </a>
          )}
        </div>
      </div>
    </div>
  )
}
