import type { CSSProperties, ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'
import { enterLocale } from '@/lib/page-locale'
import { currentTenant } from '@/lib/tenant'
import { SiteHeader } from '@/components/shell/site-header'
import '../globals.css'

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = await enterLocale(params)
  const tenant = await currentTenant()
  const t = await getTranslations('Common')
  const brandStyle = {
    '--brand': tenant.theme.primary,
    '--brand-text': tenant.theme.primaryText,
    '--accent': tenant.theme.accent,
  } as CSSProperties

  return (
    <html lang={locale} data-theme="light" style={brandStyle}>
      <body>
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        <SiteHeader tenant={tenant} locale={locale} />
        <main id="main" tabIndex={-1}>
          {children as ReactNode}
        </main>
      </body>
    </html>
  )
}
