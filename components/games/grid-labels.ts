import 'server-only'
import { getTranslations } from 'next-intl/server'
import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { GRID_LABEL_KEYS, type GridLabels } from './labels'

// Raw templates, so that the islands fill the placeholders per game.
export async function gridLabels(): Promise<GridLabels> {
  const t = await getTranslations('Lobby')
  return Object.fromEntries(GRID_LABEL_KEYS.map((key) => [key, t.raw(key) as string])) as GridLabels
}

// The prefix the grid's plain links carry: '' for the default locale, '/en' and so on for the others.
export function localePrefixOf(locale: Locale): string {
  return getPathname({ href: '/', locale }).replace(/\/$/, '')
}
