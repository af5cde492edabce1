import { env } from '@/lib/env'
import type { Tenant } from '@/lib/tenant/config'
import type { FirebaseWebConfig } from './web-config'

export { FIREBASE_RESEND_SECONDS, type FirebaseWebConfig } from './web-config'

export type PhoneVerification = { kind: 'platform' } | { kind: 'firebase'; config: FirebaseWebConfig }

// The tenant's public Firebase keys, or null when it uses the platform's own SMS codes. An Auth emulator
// named 'upstream' is the one the reference platform serves at the tenant's upstream address.
export function firebaseConfigOf(
  tenant: Pick<Tenant, 'firebase'> & Partial<Pick<Tenant, 'upstreamUrl'>>,
): FirebaseWebConfig | null {
  const keys = tenant.firebase
  if (!keys) return null
  const config: FirebaseWebConfig = {
    apiKey: keys.apiKey,
    authDomain: keys.authDomain,
    projectId: keys.projectId,
    appId: keys.appId,
  }
  if (keys.authEmulatorUrl) {
    const url =
      keys.authEmulatorUrl === 'upstream' ? (tenant.upstreamUrl ?? env().UPSTREAM_URL) : keys.authEmulatorUrl
    config.authEmulatorUrl = new URL(url).origin
  }
  return config
}

export function phoneVerificationOf(
  tenant: Pick<Tenant, 'firebase'> & Partial<Pick<Tenant, 'upstreamUrl'>>,
): PhoneVerification {
  const config = firebaseConfigOf(tenant)
  return config ? { kind: 'firebase', config } : { kind: 'platform' }
}

export type SocialProviders = { google: boolean; facebook: boolean }

// Google and Facebook sign-in exist only for tenants with a Firebase project that switched them on.
export function socialProvidersOf(tenant: Pick<Tenant, 'firebase' | 'socialSignIn'>): SocialProviders {
  const on = !!tenant.firebase
  return { google: on && !!tenant.socialSignIn?.google, facebook: on && !!tenant.socialSignIn?.facebook }
}
