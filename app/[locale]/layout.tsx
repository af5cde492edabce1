import type { CSSProperties, ReactNode } from 'react'
import type { Viewport } from 'next'
import { headers } from 'next/headers'
import { getTranslations } from 'next-intl/server'
import { enterLocale } from '@/lib/page-locale'
import { pageContext } from '@/lib/request-context'
import { currentMember } from '@/lib/session'
import { FRAME_HEADERS } from '@/lib/shell/frame-headers'
import { THEME_COLOURS } from '@/lib/shell/theme-colours'
import { currentTenant } from '@/lib/tenant'
import { AuthDialogs } from '@/components/auth/auth-dialogs'
import { ErrorTextsProvider } from '@/components/shell/error-texts'
import { Frame } from '@/components/shell/frame'
import { IconSprite } from '@/components/shell/icon-sprite'
import { LocaleSync } from '@/components/shell/locale-sync'
import { ThemeScript } from '@/components/shell/theme-script'
import { TimeZoneScript } from '@/components/ui/time-zone-script'
import '../globals.css'

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  // The page opens light (product spec §2); ThemeScript follows the player's choice from there.
  themeColor: THEME_COLOURS.light,
}

// `modal`: a centre opened over the page (app/[locale]/@modal), else nothing.
export default async function LocaleLayout({ children, modal, params }: LayoutProps<'/[locale]'>) {
  const locale = await enterLocale(params)
  const [tenant, h, t, errors] = await Promise.all([
    currentTenant(),
    headers(),
    getTranslations('Common'),
    getTranslations('Errors'),
  ])
  // The gate marks the pages that render without header and side menu (help centre, start-up screens).
  const bare = h.get(FRAME_HEADERS.frame) === 'bare'
  const brandStyle = {
    '--brand': tenant.theme.primary,
    '--brand-text': tenant.theme.primaryText,
    '--accent': tenant.theme.accent,
  } as CSSProperties

  return (
    <html
      lang={locale}
      data-theme="light"
      data-bars={h.get(FRAME_HEADERS.bars) ?? undefined}
      style={brandStyle}
      suppressHydrationWarning
    >
      <head>
        <ThemeScript nonce={h.get('x-nonce') ?? undefined} />
        <TimeZoneScript nonce={h.get('x-nonce') ?? undefined} />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
      </head>
      <body>
        {/* No message catalogue in the browser: islands get plain texts as props, the error boundary these. */}
        <ErrorTextsProvider
          texts={{ title: errors('pageTitle'), text: errors('upstreamDown'), retry: t('retry') }}
        >
          <a className="skip-link" href="#main">
            {t('skipToContent')}
          </a>
          <IconSprite />
          <LocaleSync locale={locale} />
          {bare ? (
            <main id="main" tabIndex={-1}>
              {children as ReactNode}
            </main>
          ) : (
            <Frame tenant={tenant} locale={locale} ctx={await pageContext()} member={await currentMember()}>
              {children as ReactNode}
            </Frame>
          )}
          {modal as ReactNode}
          <AuthDialogs />
        </ErrorTextsProvider>
      </body>
    </html>
  )
}
