// The Portal's own shapes. Upstream objects are reshaped into these in lib/upstream and nothing else
// in the Portal sees a raw upstream shape.

export const GAME_CATEGORIES = ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS'] as const
export type GameCategory = (typeof GAME_CATEGORIES)[number] | 'INHOUSE'

export type SiteState = 'normal' | 'maintenance' | 'restricted'

export type Currency = { code: string; symbol: string; minorDigits: number }

export type ServiceLink = { kind: 'LIVECHAT' | 'VIP' | string; title: string; url: string }

export type Resource = { key: string; url: string; label: string; qrCodeUrl: string | null }

export type FieldRule = {
  enabled: boolean
  required: boolean
  acceptedPattern: string
  patternId: number
  minLength: number
  maxLength: number
}

export type DomainRoute = { url: string; speed: number | null }

export type SiteStatus = {
  state: SiteState
  location: { ip: string; country: string }
  brandName: string
  languages: string[]
  currency: Currency
  features: Record<string, boolean>
  registerRules: Record<string, FieldRule>
  customerService: ServiceLink[]
  resources: Record<string, Resource>
  imageBase: string
  launchHosts: string[]
  domainRoutes: DomainRoute[]
  gtagId: string | null
}

export type BannerLink =
  | { kind: 'url'; href: string }
  | { kind: 'promotion'; promotionId: string }
  | { kind: 'game'; vendor: string; nodeId: string | null; roomId: string | null }

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
  content: string
  startDate: string | null
  endDate: string | null
  imageUrl: string | null
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
