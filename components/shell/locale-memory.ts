'use client'

import type { Locale } from '@/i18n/locales'

// The product keeps the player's language in local storage under two keys (product spec §1): `lang`, the
// language in use, and `hisLang`, the one the player chose. The NEXT_LOCALE cookie carries the same
// choice to the server.
export const LANG_KEY = 'lang'
export const HISTORY_KEY = 'hisLang'
const COOKIE = 'NEXT_LOCALE'

function store(key: string, value: string) {
  try {
    window.localStorage.setItem(key, value)
  } catch {
    // Private windows may refuse storage; the address and cookie still carry the language.
  }
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

function writeCookie(locale: Locale) {
  document.cookie = `${COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`
}

// A deliberate choice: both keys follow it.
export function rememberLocale(locale: Locale) {
  store(LANG_KEY, locale)
  store(HISTORY_KEY, locale)
  writeCookie(locale)
}

// Every page view: the language in the address wins and both keys follow it, which also stores the
// default on a first visit.
export function syncLocale(locale: Locale) {
  if (read(LANG_KEY) !== locale) store(LANG_KEY, locale)
  if (read(HISTORY_KEY) !== locale) store(HISTORY_KEY, locale)
  if (!document.cookie.split('; ').includes(`${COOKIE}=${locale}`)) writeCookie(locale)
}
