import 'server-only'
import type { ReactNode } from 'react'
import { NextIntlClientProvider, type Messages } from 'next-intl'
import { getLocale, getMessages } from 'next-intl/server'

// The auth islands format texts with placeholders and rich links, so they get next-intl on the client,
// but only with their own namespaces, never the whole catalogue.
export const AUTH_NAMESPACES = [
  'Auth',
  'Login',
  'Register',
  'Password',
  'FieldRules',
  'Trial',
  'Logout',
] as const

export async function AuthMessages({ children }: { children: ReactNode }) {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()])
  const all = messages as unknown as Messages
  const picked = Object.fromEntries(AUTH_NAMESPACES.map((name) => [name, all[name]]))
  return (
    <NextIntlClientProvider locale={locale} messages={picked} timeZone="UTC">
      {children}
    </NextIntlClientProvider>
  )
}
