// GET /api/member/popups - the signed-in account's pop-up announcements for the home page (execution A,
// and F during the session of a first sign-in). The home page is shared between members of a variant
// (lib/page-cache/member.ts), so the browser asks for these itself.
import { bff } from '@/lib/bff/handler'
import { getMemberPopups } from '@/lib/upstream/catalogue'

export const dynamic = 'force-dynamic'

// A failure upstream just means no pop-up this time.
export const GET = bff({ role: 'trial' }, async ({ upstream, session }) =>
  getMemberPopups(upstream, session?.firstLogin === true).catch(() => []),
)
