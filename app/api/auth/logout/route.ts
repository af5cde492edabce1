// POST /api/auth/logout - end the session: the token is revoked upstream and the cookie cleared
import { bff } from '@/lib/bff/handler'
import { endSession } from '@/lib/session'

export const dynamic = 'force-dynamic'

export const POST = bff({ role: 'any', duringPasswordChange: true }, async () => {
  await endSession({ revoke: true })
  return null
})
