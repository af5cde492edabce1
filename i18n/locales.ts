// The six languages the Portal speaks. Portuguese is the product default and has no URL prefix.
export const locales = ['pt', 'en', 'zh', 'id', 'th', 'vi'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'pt'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

// The upstream expects the language as an upper-case code in the `Language` header.
export function upstreamLanguage(locale: Locale): 'PT' | 'EN' | 'ZH' | 'ID' | 'TH' | 'VI' {
  return locale.toUpperCase() as 'PT' | 'EN' | 'ZH' | 'ID' | 'TH' | 'VI'
}

// Names of each language written in that language, for the language picker.
export const localeNames: Record<Locale, string> = {
  pt: 'Português',
  en: 'English',
  zh: '中文',
  id: 'Bahasa Indonesia',
  th: 'ไทย',
  vi: 'Tiếng Việt',
}

// BCP 47 tags used for number and date formatting and for hreflang.
export const localeTags: Record<Locale, string> = {
  pt: 'pt-BR',
  en: 'en',
  zh: 'zh-CN',
  id: 'id-ID',
  th: 'th-TH',
  vi: 'vi-VN',
}
