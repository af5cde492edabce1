import 'server-only'
import { updateSession } from '@/lib/session'
import { breakOf } from './break'
import type { ProtectionState } from './types'

// After a block starts or a lift is asked for, the session learns the break's new end, so the very next
// page already leaves out what invites play.
export async function rememberBreak(state: ProtectionState): Promise<ProtectionState> {
  await updateSession({ onBreak: breakOf(state.block, Date.parse(state.now) || Date.now()) })
  return state
}
