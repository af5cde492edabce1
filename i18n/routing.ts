import { defineRouting } from 'next-intl/routing'
import { defaultLocale, locales } from './locales'

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  // Alternate links are rendered per tenant in page metadata, where the offered locales are known.
  alternateLinks: false,
})
