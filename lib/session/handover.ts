import 'server-only'
import { clearSealed, readSealed, takeSealed, writeSealed, type SealedCookie } from '@/lib/bff/sealed-cookie'
import { HANDOVER_COOKIE } from './cookie'

// A hand-over link (`?token=`) opened while another account is signed in waits here for the visitor's
// choice: the token stays sealed in an httpOnly cookie for a few minutes and is used only when the visitor
// picks it on the Portal's own page, with a same-origin request (docs/security.md, "Hand-over links").
const HANDOVER: SealedCookie = { name: HANDOVER_COOKIE, ttlSeconds: 5 * 60, sameSite: 'lax' }

export type PendingHandover = { token: string; tenant: string; account: string; next: string }

export function holdHandover(pending: PendingHandover): Promise<void> {
  return writeSealed(HANDOVER, pending)
}

function complete(data: Partial<PendingHandover> | undefined, tenant: string): PendingHandover | null {
  if (!data || data.tenant !== tenant) return null
  const { token, account, next } = data
  if (typeof token !== 'string' || typeof account !== 'string' || typeof next !== 'string') return null
  return { token, tenant, account, next }
}

export async function pendingHandover(tenant: string): Promise<PendingHandover | null> {
  return complete(await readSealed<PendingHandover>(HANDOVER), tenant)
}

export async function takeHandover(tenant: string): Promise<PendingHandover | null> {
  return complete(await takeSealed<PendingHandover>(HANDOVER), tenant)
}

export function dropHandover(): Promise<void> {
  return clearSealed(HANDOVER)
}
