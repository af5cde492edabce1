// POST /api/agent/register - the agent opens an account in its own downline; the new member must change
// the password at its first sign-in
import { RegisterDownlineInput, type RegisterDownlineOutput } from '@/lib/agent/schemas'
import { PortalError } from '@/lib/bff/errors'
import { checkFields } from '@/lib/bff/field-rules'
import { bff } from '@/lib/bff/handler'
import { AGENT_LIMITS } from '@/lib/agent/limits'
import { byAccount } from '@/lib/member/cashier-limits'
import { registerDownline } from '@/lib/upstream/agent'
import { registerSettings } from '@/lib/upstream/auth'

export const dynamic = 'force-dynamic'

export const POST = bff(
  {
    role: 'agent',
    input: RegisterDownlineInput,
    rateLimit: { policy: AGENT_LIMITS.registerAccount, key: byAccount },
  },
  async ({ input, upstream }): Promise<RegisterDownlineOutput> => {
    const rules = await registerSettings(upstream)
    const errors = checkFields(input, rules, ['username', 'password'])
    if (input.password !== input.confirmPassword) errors.confirmPassword = 'mismatch'
    if (Object.keys(errors).length > 0) throw new PortalError('invalid_input', { fields: errors })
    return registerDownline(upstream, input)
  },
)
