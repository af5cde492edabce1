import type { Locale } from '@/i18n/locales'
import en from '@/messages/en.json'
import id from '@/messages/id.json'
import pt from '@/messages/pt.json'
import th from '@/messages/th.json'
import vi from '@/messages/vi.json'
import zh from '@/messages/zh.json'
import type { PortalErrorCode } from './errors'

// Error texts are plain sentences without placeholders, so a lookup is all a translation needs here.
const MESSAGES: Record<Locale, { ApiErrors: Record<string, string> }> = { en, id, pt, th, vi, zh }

// The translated text of an API error, in the language of the page that made the call.
export function errorMessage(locale: Locale, code: PortalErrorCode): string {
  return MESSAGES[locale].ApiErrors[code] ?? MESSAGES.en.ApiErrors[code] ?? code
}
