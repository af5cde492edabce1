'use client'

import { usePathname } from 'next/navigation'
import { ErrorPanel } from '@/components/shell/error-panel'
import { ErrorTextsProvider } from '@/components/shell/error-texts'
import { prefixPath } from '@/i18n/paths'
import { GLOBAL_ERROR_TEXTS, localeOfPath } from '@/lib/shell/global-error-texts'
import styles from './[locale]/status-page.module.css'
import './globals.css'

// A throw in the locale layout itself: this page replaces the whole document, so it renders its own
// <html>, in the language of the address.
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const locale = localeOfPath(usePathname())
  const t = GLOBAL_ERROR_TEXTS[locale]
  return (
    <html lang={locale} data-theme="light">
      <body>
        <title>{t.title}</title>
        <ErrorTextsProvider texts={t}>
          <main>
            <ErrorPanel reset={reset} heading="h1" className={styles.page} buttonClassName={styles.button}>
              <p>
                <a href={prefixPath('/', locale)}>{t.home}</a>
              </p>
            </ErrorPanel>
          </main>
        </ErrorTextsProvider>
      </body>
    </html>
  )
}
