'use client'

import { useEffect } from 'react'
import type { Locale } from '@/i18n/locales'
import { syncLocale } from './locale-memory'

// Keeps `lang`, `hisLang` and the NEXT_LOCALE cookie in step with the language in the address.
export function LocaleSync({ locale }: { locale: Locale }) {
  useEffect(() => {
    syncLocale(locale)
  }, [locale])
  return null
}
