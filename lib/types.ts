import type { PromotionRule } from '@/lib/promotions/rules'
import type { Features } from '@/lib/features'

// The Portal's own shapes. Upstream objects are reshaped into these in lib/upstream and nothing else
// in the Portal sees a raw upstream shape.

export const GAME_CATEGORIES = ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS'] as const
export type GameCategory = (typeof GAME_CATEGORIES)[number] | 'INHOUSE'
// Every category once, in the order the bet records list them; the one list the lobby, the inputs and the
// filters read, so a new category cannot reach one and miss another.
export const EVERY_GAME_CATEGORY = [
  'INHOUSE',
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'LOTT',
  'ELOTT',
] as const satisfies readonly GameCategory[]

export type SiteState = 'normal' | 'maintenance' | 'restricted'

export type Currency = { code: string; symbol: string; minorDigits: number }

// One page of a record the member reads (bets, transactions): its rows and summary, where the page
// stands among the others, and the currency its amounts count in.
export type RecordPage<Rows> = Rows & { page: number; pageCount: number; total: number; currency: Currency }

export type ServiceLink = { kind: 'LIVECHAT' | 'VIP' | string; title: string; url: string }

// The help centre (`/wps/system/helpCenter`): an article's slug is stable, so pages link to it.
export type HelpArticle = { slug: string; title: string; body: string }
export type HelpCategory = { code: string; title: string; articles: HelpArticle[] }

export type Resource = { key: string; url: string; label: string; qrCodeUrl: string | null }

export type FieldRule = {
  enabled: boolean
  required: boolean
  acceptedPattern: string
  patternId: number
  minLength: number
  maxLength: number
  // The birthday rule's: the youngest age that may register.
  minimumAge?: number
}

export type DomainRoute = { name: string; url: string; speed: number | null }

export type PaymentMethod = { code: string; name: string; iconUrl: string }

export type SiteStatus = {
  state: SiteState
  location: { ip: string; country: string }
  brandName: string
  languages: string[]
  currency: Currency
  features: Features
  registerRules: Record<string, FieldRule>
  customerService: ServiceLink[]
  resources: Record<string, Resource>
  imageBase: string
  launchHosts: string[]
  domainRoutes: DomainRoute[]
  paymentMethods: PaymentMethod[]
  gtagId: string | null
}

export type BannerLink =
  | { kind: 'url'; href: string }
  | { kind: 'promotion'; promotionId: string }
  | {
      kind: 'game'
      vendor: string
      nodeId: string | null
      roomId: string | null
      category: GameCategory | null
    }

export type Banner = {
  id: string
  group: string
  title: string
  imageUrl: string
  link: BannerLink | null
}

export type Announcement = {
  id: string
  title: string
  content: string
  time: string
  execution: string | null
}

export type Promotion = {
  id: string
  title: string
  category: string
  // GENERAL, REFERRAL, RAFFLE, ... (upstream-contract.md §4); a RAFFLE's page offers to join its draw.
  promotionType: string
  content: string
  startDate: string | null
  endDate: string | null
  imageUrl: string | null
  // What it pays, from the rule its engine reads; null when it has nothing to receive (e.g. a draw,
  // whose own section says how to join).
  rule: PromotionRule | null
}

export type AnnouncementFeed = {
  banners: Banner[]
  notices: Announcement[]
  popups: Announcement[]
  promotions: Promotion[]
}

export type VendorCard = {
  code: string
  name: string
  category: GameCategory
  logoUrl: string
  iconUrl: string
  isHot: boolean
  opensGameList: boolean
  // A card of type GAME opens this one game of the vendor instead of its lobby.
  gameNodeId: string | null
}

export type VendorLane = { category: GameCategory; title: string; vendors: VendorCard[] }

export type GameTile = {
  nodeId: string
  gameId: string
  code: string
  name: string
  vendor: string
  category: GameCategory
  iconUrl: string
  isHot: boolean
  opensGameList: boolean
}

// Member account kinds (upstream-contract.md §7).
export const TRIAL_ACCOUNT_TYPE = 4
export const AGENT_ACCOUNT_TYPES: readonly number[] = [1, 2, 41, 42]

export type MemberLabelView = { name: string; textColor: string; backgroundColor: string }

// The minimal member view kept in the cookie; never anything the browser could use against the platform.
export type SessionMember = {
  id: string
  account: string
  userName: string
  nickname: string
  type: number
  labels: MemberLabelView[]
  // The club rank chooses VIP or live-chat customer service; absent in sessions sealed before it existed.
  rankLevel?: number
  // Whether the member may transfer to their upline (member info `toUpline`); absent in older sessions.
  toUpline?: boolean
}

// The signed-in member as pages and islands see them; the upstream token is never part of it.
export type MemberView = {
  id: string
  account: string
  userName: string
  nickname: string
  type: number
  isTrial: boolean
  isAgent: boolean
  labels: MemberLabelView[]
  // Club rank (0 when unknown); above 4 the member is served by the VIP desk instead of live chat.
  rankLevel: number
  // A default or expired password must be changed before anything else (only change and logout work).
  mustChangePassword: boolean
  canTransferToUpline: boolean
  // On a time-out or self-exclusion: its end (ISO), or null while it holds until lifted. Absent otherwise.
  onBreak?: { kind: 'timeout' | 'exclusion'; until: string | null }
}

export type Balance = {
  // Minor units (e.g. cents) of the currency, as integers.
  totalMinor: number
  currency: Currency
  wallets: Array<{ accountTypeId: string; availableMinor: number }>
}

export type ContractFlags = {
  dailySalary: boolean
  dividend: boolean
  hourlySalary: boolean
  realtimeSalary: boolean
}

// A dialing code the tenant accepts for mobile numbers (GET /api/auth/countries).
export type Country = { countryCode: string; dialingCode: string }
