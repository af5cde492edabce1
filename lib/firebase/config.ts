import type { Tenant } from '@/lib/tenant-config'

// What the browser may know of a tenant's Firebase project: the public web keys only (they identify the
// project, they grant nothing), or null when the tenant uses the platform's own SMS codes.
export type FirebaseWebConfig = { apiKey: string; authDomain: string; projectId: string; appId: string }

export type PhoneVerification = { kind: 'platform' } | { kind: 'firebase'; config: FirebaseWebConfig }

export function firebaseConfigOf(tenant: Pick<Tenant, 'firebase'>): FirebaseWebConfig | null {
  const keys = tenant.firebase
  if (!keys) return null
  return { apiKey: keys.apiKey, authDomain: keys.authDomain, projectId: keys.projectId, appId: keys.appId }
}

export function phoneVerificationOf(tenant: Pick<Tenant, 'firebase'>): PhoneVerification {
  const config = firebaseConfigOf(tenant)
  return config ? { kind: 'firebase', config } : { kind: 'platform' }
}

export type SocialProviders = { google: boolean; facebook: boolean }

// Google and Facebook sign-in exist only for tenants with a Firebase project that switched them on.
export function socialProvidersOf(tenant: Pick<Tenant, 'firebase' | 'socialSignIn'>): SocialProviders {
  const on = !!tenant.firebase
  return { google: on && !!tenant.socialSignIn?.google, facebook: on && !!tenant.socialSignIn?.facebook }
}

// Firebase answers with a countdown of its own: a new code can be asked for after 60 s.
export const FIREBASE_RESEND_SECONDS = 60
