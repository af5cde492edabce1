// The signed-in home page shared between members of one variant. What the frame and the home page read
// of a session is: the account type (trial, agent, player: the header's actions, the chat and the
// account menu), the club rank (customer-service links), whether a password change is pending, and the
// name shown in the header. The first two make the variant and are part of the cache key; the name is
// put in per response (member-name.ts); a pending password change, or a name that cannot be put in
// safely, means the member gets a page rendered for them alone. Everything else personal on the page
// (balance, unread count, pop-ups, favourites) the browser reads for itself after it loads.
import { sealData, unsealData } from 'iron-session'
import type { SessionData } from '@/lib/session/cookie'
import { sessionSecrets } from '@/lib/session/cookie'
import { AGENT_ACCOUNT_TYPES, TRIAL_ACCOUNT_TYPE, type MemberView } from '@/lib/types'
import { isSpliceableName, MEMBER_NAME_PLACEHOLDER, memberDisplayName } from './member-name'

export type MemberVariant = { type: number; rankLevel: number }

// The variant a session's home page is rendered as, and the name to put into it; null when the member
// must get a page of their own.
export function memberVariantOf(session: SessionData): { variant: MemberVariant; name: string } | null {
  // A member on a break gets a page of their own, without the offers and games the shared one shows.
  if (session.mustChangePassword || session.onBreak) return null
  const name = memberDisplayName(session.member)
  if (!isSpliceableName(name)) return null
  return { variant: { type: session.member.type, rankLevel: session.member.rankLevel ?? 0 }, name }
}

export function variantKey({ type, rankLevel }: MemberVariant): string {
  return `member:${type}:${rankLevel}`
}

// The member a variant's render sees: the variant's facts, the placeholder for the name, nothing else.
export function variantMember({ type, rankLevel }: MemberVariant): MemberView {
  return {
    id: '',
    account: '',
    userName: '',
    nickname: MEMBER_NAME_PLACEHOLDER,
    type,
    isTrial: type === TRIAL_ACCOUNT_TYPE,
    isAgent: AGENT_ACCOUNT_TYPES.includes(type),
    labels: [],
    rankLevel,
    mustChangePassword: false,
    canTransferToUpline: false,
  }
}

// The proxy asks for a variant's render with this sealed under the session secrets, so a request that
// reaches a page some other way cannot pose as a member, and one tenant's seal is worthless on another.
const SEAL_TTL_SECONDS = 60

export function sealVariant(variant: MemberVariant, tenant: string): Promise<string> {
  return sealData({ ...variant, tenant }, { password: sessionSecrets(), ttl: SEAL_TTL_SECONDS })
}

export async function unsealVariant(value: string, tenant: string): Promise<MemberVariant | null> {
  try {
    const data = await unsealData<Partial<MemberVariant> & { tenant?: string }>(value, {
      password: sessionSecrets(),
      ttl: SEAL_TTL_SECONDS,
    })
    const { type, rankLevel } = data
    if (data.tenant !== tenant || !Number.isInteger(type) || !Number.isInteger(rankLevel)) return null
    return { type: type as number, rankLevel: rankLevel as number }
  } catch {
    return null
  }
}

// A stored variant page with this member's name in place of the placeholder.
export function withMemberName(body: string, name: string): string {
  return body.split(MEMBER_NAME_PLACEHOLDER).join(name)
}
