// GET /api/agent/contracts?kind= - one contract page: terms, the current period, past payments, offers
// to and from direct downline agents. POST - offers a contract to a direct downline agent, or signs or
// refuses one offered to this agent.
import { ContractActionInput, ContractKindInput } from '@/lib/agent/schemas'
import { CONTRACT_FEATURE } from '@/lib/agent/pages'
import { PortalError } from '@/lib/bff/errors'
import { bff } from '@/lib/bff/handler'
import { AGENT_LIMITS } from '@/lib/agent/limits'
import { byAccount } from '@/lib/member/cashier-limits'
import { agentContract, contractAction } from '@/lib/upstream/agent-pay'
import { toMinor } from '@/lib/upstream/wallet'

export const dynamic = 'force-dynamic'

export const GET = bff({ role: 'agent', input: ContractKindInput }, async ({ input, upstream, status }) => {
  if (!(await status()).features[CONTRACT_FEATURE[input.kind]]) throw new PortalError('feature_disabled')
  return agentContract(upstream, input.kind)
})

export const POST = bff(
  {
    role: 'agent',
    input: ContractActionInput,
    rateLimit: { policy: AGENT_LIMITS.contractsAccount, key: byAccount },
  },
  async ({ input, upstream, status }) => {
    const site = await status()
    if (!site.features[CONTRACT_FEATURE[input.kind]]) throw new PortalError('feature_disabled')
    if (input.action !== 'offer') return contractAction(upstream, input.kind, input)
    const digits = site.currency.minorDigits
    return contractAction(upstream, input.kind, {
      action: 'offer',
      memberId: input.memberId,
      tiers: input.tiers.map((tier) => ({
        minValidBetsMinor: toMinor(tier.minValidBets, digits),
        minActivePlayers: tier.minActivePlayers,
        rateBp: Math.round(tier.ratePercent * 100),
      })),
    })
  },
)
