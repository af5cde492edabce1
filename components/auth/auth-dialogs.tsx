import 'server-only'
import type { Messages } from 'next-intl'
import { getLocale, getMessages } from 'next-intl/server'
import { firebaseConfigOf } from '@/lib/firebase/config'
import { pageContext } from '@/lib/request-context'
import { currentMember } from '@/lib/session'
import { currentTenant } from '@/lib/tenant'
import { siteFeatures } from '@/lib/site-features'
import { AuthDialogHost, type AuthMessages } from './auth-dialog-host'
import { AuthNotices } from './auth-notices'

// The auth namespaces (as in auth-messages.tsx, which is not imported here: it brings next-intl's client
// provider into the layout's bundle).
const AUTH_NAMESPACES = ['Auth', 'Login', 'Register', 'Password', 'FieldRules', 'Trial', 'Logout'] as const

// Mounted once in the layout: the dialog host with the tenant's switches and public keys, and the texts
// of the auth namespaces only (its forms format them in the browser once a dialog opens).
export async function AuthDialogs() {
  const [tenant, member, features, locale, messages] = await Promise.all([
    currentTenant(),
    currentMember(),
    pageContext().then(siteFeatures),
    getLocale(),
    getMessages(),
  ])
  const all = messages as unknown as Messages
  const picked = Object.fromEntries(AUTH_NAMESPACES.map((name) => [name, all[name]])) as AuthMessages
  return (
    <AuthDialogHost
      locale={locale}
      messages={picked}
      features={{ smsLogin: features.smsLogin, register: features.directRegistration }}
      firebase={firebaseConfigOf(tenant)}
      mustChangePassword={!!member?.mustChangePassword}
      notices={<AuthNotices register={features.directRegistration} />}
    />
  )
}
