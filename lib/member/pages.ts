import type { Feature } from '@/lib/features'
import type { MemberView } from '@/lib/types'

// The member centre's pages (product spec §2, "Member centre") that this Portal has, in the order of the
// spec's list. Each may depend on a feature switch of the tenant (lib/features.ts), and some only on the
// account (`shownTo`); `count` names the BFF route whose `{count}` the entry shows as a badge (missions
// waiting to be claimed); the nav lists only pages that exist and are on for both. Each page is a folder of
// app/[locale]/(centres)/member/ whose page renders it with components/member/centre.tsx.

// Transfer to upline is for members whose member info carries `toUpline`.
const hasUpline = (member: MemberView) => member.canTransferToUpline

export const MEMBER_PAGES = [
  { slug: 'securityCenter', icon: 'user', feature: null },
  { slug: 'transferFund', icon: 'transfer', feature: 'walletTransfer' },
  { slug: 'depositv2', icon: 'deposit', feature: null },
  { slug: 'withdraw', icon: 'withdraw', feature: null },
  { slug: 'transferUpline', icon: 'agent', feature: 'uplineTransfer', shownTo: hasUpline },
  { slug: 'personalHistoryCopy', icon: 'record', feature: null },
  { slug: 'transactionHistory', icon: 'wallet', feature: 'accountRecord' },
  { slug: 'personalProfit', icon: 'chart', feature: 'personalProfit' },
  { slug: 'bonusDetails', icon: 'gift', feature: 'bonusDetails' },
  { slug: 'rewardCenter', icon: 'promotions', feature: 'rewardCentre' },
  {
    slug: 'missionLeaderboard',
    icon: 'trophy',
    feature: 'rewardCentre',
    count: '/api/rewards/missions/open',
  },
  { slug: 'referral', icon: 'link', feature: null },
  { slug: 'messageV2', icon: 'messages', feature: 'inbox', unread: true },
  { slug: 'playerProtection', icon: 'shield', feature: null },
  { slug: 'feedback', icon: 'help', feature: 'feedback' },
] as const satisfies readonly {
  slug: string
  icon: string
  feature: Feature | null
  unread?: boolean
  count?: string
  shownTo?: (member: MemberView) => boolean
}[]

export type MemberPageSlug = (typeof MEMBER_PAGES)[number]['slug']

export const DEFAULT_MEMBER_PAGE: MemberPageSlug = 'securityCenter'

// The cookie that keeps the member's last page of the centre, so /member opens it again (read on the server,
// checked against the pages this account may open).
export const REMEMBERED_PAGE_COOKIE = 'member_page'
