import 'server-only'
import { registerSettings } from '@/lib/upstream/auth'
import type { UpstreamContext } from '@/lib/upstream/client'

// The merchant's username and password rules, which an account the agent opens must follow; none (the
// platform then checks alone) while they cannot be read.
export async function downlineRules(ctx: UpstreamContext) {
  const rules = await registerSettings(ctx).catch(() => null)
  return { username: rules?.username, password: rules?.password }
}
