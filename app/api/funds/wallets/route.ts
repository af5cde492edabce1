// GET /api/funds/wallets - the main wallet, every vendor wallet the merchant offers, and the total
import { bff } from '@/lib/bff/handler'
import { wallets } from '@/lib/upstream/funds'

export const dynamic = 'force-dynamic'

export const GET = bff({ role: 'member', feature: 'walletTransfer' }, async ({ upstream }) =>
  wallets(upstream),
)
