import 'server-only'
import { createHash } from 'node:crypto'
import { z } from 'zod'
import { env } from '@/lib/env'
import { readFeatures } from '@/lib/features'
import { categoryOfVendor, toCategory } from '@/lib/games/categories'
import type {
  Announcement,
  AnnouncementFeed,
  Banner,
  BannerLink,
  FieldRule,
  GameCategory,
  GameTile,
  HelpCategory,
  Promotion,
  Resource,
  SiteStatus,
  VendorCard,
  VendorLane,
} from '@/lib/types'
import { cachedRead, memberCachedRead } from './cache'
import { upstream, type UpstreamContext } from './client'
import { decodeServiceLink } from './crypto'
import { fieldRuleSchema, flag, optStr, str } from './fields'
import { PromotionRuleSchema } from '@/lib/promotions/rules'

type WhitelabelNode = {
  modId?: string
  enabled?: string | number | boolean
  childrenNodes?: WhitelabelNode[]
}
const WhitelabelNodeSchema: z.ZodType<WhitelabelNode> = z.lazy(() =>
  z.object({
    modId: z.string().optional(),
    enabled: z.union([z.string(), z.number(), z.boolean()]).optional(),
    childrenNodes: z
      .array(WhitelabelNodeSchema)
      .nullish()
      .transform((v) => v ?? undefined),
  }),
)

const FieldRuleSchema = fieldRuleSchema(flag)

const StatusSchema = z.object({
  status: z.coerce.number().optional(),
  maintenance: flag.default(false),
  regionRestriction: flag.default(false),
  location: z.object({ ip: optStr, country: optStr }).partial().nullish(),
  info: z
    .object({
      brandName: z.string().nullish(),
      languages: z.array(z.string()).nullish(),
      currency: z
        .object({ code: z.string(), symbol: z.string(), minorDigits: z.coerce.number().default(2) })
        .nullish(),
      whitelabel: z.union([WhitelabelNodeSchema, z.array(WhitelabelNodeSchema)]).nullish(),
      register: z.record(z.string(), FieldRuleSchema).nullish(),
      customerService: z
        .array(z.object({ csType: optStr, title: optStr, path: optStr, type: optStr }))
        .nullish(),
      resources: z
        .array(
          z.object({
            key: z.string().nullish(),
            resourceType: z.string().nullish(),
            url: optStr,
            labelNameEn: z.string().nullish(),
            qrCodeUrl: z.string().nullish(),
          }),
        )
        .nullish(),
      analytics: z.object({ gtagId: z.string().nullish() }).nullish(),
      imageCDNs: z.array(z.string()).nullish(),
      launchGameCDNs: z.array(z.string()).nullish(),
      domainRoute: z
        .array(
          z.union([
            z.string(),
            z.object({ name: z.string().nullish(), url: optStr, speed: z.coerce.number().nullish() }),
          ]),
        )
        .nullish(),
      paymentMethods: z.array(z.object({ code: str, name: optStr, icon: z.string().nullish() })).nullish(),
    })
    .nullish(),
})

export function flattenWhitelabel(
  tree: WhitelabelNode | WhitelabelNode[] | null | undefined,
): Record<string, boolean> {
  const features: Record<string, boolean> = {}
  const visit = (node: WhitelabelNode) => {
    if (node.modId) features[node.modId] = String(node.enabled) === '1' || node.enabled === true
    node.childrenNodes?.forEach(visit)
  }
  if (Array.isArray(tree)) tree.forEach(visit)
  else if (tree) visit(tree)
  return features
}

function decodeLink(path: string, type: string): string | null {
  if (type !== '3') return path || null
  try {
    return decodeServiceLink(path)
  } catch {
    return null
  }
}

function reshapeStatus(raw: z.infer<typeof StatusSchema>, fallbackBrand: string): SiteStatus {
  const info = raw.info ?? {}
  const state =
    raw.maintenance || raw.status === 1
      ? 'maintenance'
      : raw.regionRestriction || raw.status === 2
        ? 'restricted'
        : 'normal'
  const resources: Record<string, Resource> = {}
  for (const r of info.resources ?? []) {
    const key = r.key ?? r.resourceType
    if (key) resources[key] = { key, url: r.url, label: r.labelNameEn ?? key, qrCodeUrl: r.qrCodeUrl ?? null }
  }
  const registerRules: Record<string, FieldRule> = { ...(info.register ?? {}) }
  return {
    state,
    location: { ip: raw.location?.ip ?? '', country: raw.location?.country ?? '' },
    brandName: info.brandName ?? fallbackBrand,
    languages: (info.languages ?? []).map((l) => l.toLowerCase()),
    currency: info.currency ?? { code: 'USD', symbol: '$', minorDigits: 2 },
    features: readFeatures(flattenWhitelabel(info.whitelabel)),
    registerRules,
    customerService: (info.customerService ?? []).flatMap((cs) => {
      const url = decodeLink(cs.path, cs.type)
      return url ? [{ kind: cs.csType || 'LIVECHAT', title: cs.title, url }] : []
    }),
    resources,
    imageBase: (info.imageCDNs ?? [])[0]?.replace(/\/$/, '') ?? '',
    launchHosts: info.launchGameCDNs ?? [],
    domainRoutes: (info.domainRoute ?? []).map((d) =>
      typeof d === 'string'
        ? { name: d, url: d, speed: null }
        : { name: d.name ?? d.url, url: d.url, speed: d.speed ?? null },
    ),
    paymentMethods: (info.paymentMethods ?? []).map((m) => ({
      code: m.code,
      name: m.name || m.code,
      iconUrl: assetUrl((info.imageCDNs ?? [])[0]?.replace(/\/$/, '') ?? '', m.icon),
    })),
    gtagId: info.analytics?.gtagId ?? null,
  }
}

function ttl(): number {
  return env().CATALOGUE_TTL_SECONDS * 1000
}

function cacheKey(ctx: UpstreamContext, name: string, extra = ''): string {
  return `${ctx.tenant.id}:${ctx.locale}:${name}:${extra}`
}

// Public reads are made as a guest so that the shared cache never holds anything personal.
function guest(ctx: UpstreamContext): UpstreamContext {
  return { tenant: ctx.tenant, locale: ctx.locale }
}

export function getSiteStatus(ctx: UpstreamContext): Promise<SiteStatus> {
  return cachedRead(
    cacheKey(ctx, 'status'),
    async () =>
      reshapeStatus(
        await upstream(guest(ctx), { kind: 'catalogue', path: '/wps/system/status', schema: StatusSchema }),
        ctx.tenant.brandName,
      ),
    // Maintenance and restriction switches must take effect quickly, so status is cached briefly.
    { ttlMs: Math.min(ttl(), 10_000) },
  )
}

export function assetUrl(base: string, path: string | null | undefined): string {
  if (!path) return ''
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:')) return path
  return `${base}${path.startsWith('/') ? '' : '/'}${path}`
}

const BannerSchema = z.object({
  bannerId: str,
  groupName: optStr,
  url: optStr,
  title: z.string().nullish(),
  linkage: z.string().nullish(),
  linkageType: z.string().nullish(),
  roomId: str.nullish(),
  nodeId: str.nullish(),
  vendor: z.string().nullish(),
  gameType: z.string().nullish(),
})

const NoticeSchema = z.object({
  id: str,
  title: optStr,
  content: optStr,
  time: optStr,
  execution: z.string().nullish(),
})

const PromotionSchema = z.object({
  id: str,
  title: optStr,
  category: optStr,
  promotionType: optStr,
  content: z.string().nullish(),
  startDate: z.string().nullish(),
  endDate: z.string().nullish(),
  announcementImages: z
    .array(z.object({ sequence: z.coerce.number().default(0), url: z.string() }))
    .nullish(),
  // A rule this Portal cannot read states no terms: the promotion shows without them.
  rule: PromotionRuleSchema.nullish().catch(null),
})

const FeedSchema = z.object({
  banners: z.array(BannerSchema).nullish(),
  player: z.array(NoticeSchema).nullish(),
  popup: z.array(NoticeSchema).nullish(),
  promotion: z.array(PromotionSchema).nullish(),
})

function categoryOf(gameType: string | null | undefined, vendor: string): GameCategory | null {
  const base = toCategory(gameType)
  return base ? categoryOfVendor(base, vendor) : null
}

function bannerLink(b: z.infer<typeof BannerSchema>): BannerLink | null {
  switch ((b.linkageType ?? '').toUpperCase()) {
    case 'URL':
      return b.linkage ? { kind: 'url', href: b.linkage } : null
    case 'P':
      return b.linkage ? { kind: 'promotion', promotionId: b.linkage } : null
    case 'G':
      return b.vendor
        ? {
            kind: 'game',
            vendor: b.vendor,
            nodeId: b.nodeId ?? null,
            roomId: b.roomId ?? null,
            category: categoryOf(b.gameType, b.vendor),
          }
        : null
    default:
      return null
  }
}

function reshapeNotice(n: z.infer<typeof NoticeSchema>): Announcement {
  return { id: n.id, title: n.title, content: n.content, time: n.time, execution: n.execution ?? null }
}

export async function getAnnouncementFeed(ctx: UpstreamContext): Promise<AnnouncementFeed> {
  const status = await getSiteStatus(ctx)
  return cachedRead(
    cacheKey(ctx, 'announcements'),
    async () => {
      const raw = await upstream(guest(ctx), {
        kind: 'catalogue',
        path: '/wps/relay/MCSFE_getListAnnouncements',
        query: { types: 'B,PL,PU,PR,H', platform: 'W', execution: 'B' },
        schema: FeedSchema,
      })
      const banners: Banner[] = (raw.banners ?? []).map((b) => ({
        id: b.bannerId,
        group: b.groupName,
        title: b.title ?? '',
        imageUrl: assetUrl(status.imageBase, b.url),
        link: bannerLink(b),
      }))
      const promotions: Promotion[] = (raw.promotion ?? []).map((p) => {
        const image = [...(p.announcementImages ?? [])].sort((a, b) => a.sequence - b.sequence)[0]
        return {
          id: p.id,
          title: p.title,
          category: p.category,
          promotionType: p.promotionType.toUpperCase(),
          content: p.content ?? '',
          startDate: p.startDate ?? null,
          endDate: p.endDate ?? null,
          imageUrl: image ? assetUrl(status.imageBase, image.url) : null,
          rule: p.rule ?? null,
        }
      })
      return {
        banners,
        notices: (raw.player ?? []).map(reshapeNotice),
        popups: (raw.popup ?? []).map(reshapeNotice),
        promotions,
      }
    },
    { ttlMs: ttl() },
  )
}

// Pop-ups for a signed-in player (execution A, and F right after a first login). Personal, so never in
// the shared catalogue cache; every page of a visit asks for them, so the answer is kept 30 s per token
// in this process (the token is hashed: no credential is a key in memory dumps or metrics).
const MEMBER_POPUPS_TTL_MS = 30_000

export async function getMemberPopups(ctx: UpstreamContext, firstLogin = false): Promise<Announcement[]> {
  const load = async () => {
    const raw = await upstream(ctx, {
      path: '/wps/relay/MCSFE_getListAnnouncements',
      query: { types: 'PU', platform: 'W', execution: firstLogin ? 'A,F' : 'A' },
      schema: z.object({ popup: z.array(NoticeSchema).nullish() }),
    })
    return (raw.popup ?? []).map(reshapeNotice)
  }
  if (!ctx.token) return load()
  const who = createHash('sha256').update(ctx.token).digest('base64url').slice(0, 22)
  return memberCachedRead(
    `${ctx.tenant.id}:${ctx.locale}:${firstLogin ? 'F' : 'A'}:${who}`,
    load,
    MEMBER_POPUPS_TTL_MS,
  )
}

const CardSchema = z.object({
  vassalage: z.string(),
  displayName: z.string().nullish(),
  gameType: z.string().nullish(),
  lagerIcon: z.string().nullish(),
  smallIcon: z.string().nullish(),
  isHot: flag.default(false),
  isGame: z.string().nullish(),
  nodeId: str.nullish().catch(null),
})

const LanesSchema = z.object({
  data: z.object({
    lanes: z.array(
      z.object({ title: optStr, gameClassify: z.string().nullish(), cards: z.array(CardSchema).nullish() }),
    ),
  }),
})

export async function getVendorLanes(ctx: UpstreamContext): Promise<VendorLane[]> {
  const status = await getSiteStatus(ctx)
  return cachedRead(
    cacheKey(ctx, 'vendors'),
    async () => {
      const raw = await upstream(guest(ctx), {
        kind: 'catalogue',
        path: '/wps/relay/GCSGAME_newGameVendor',
        query: { merchantCode: ctx.tenant.merchantCode, platform: 'html5-desktop' },
        schema: LanesSchema,
      })
      const lanes = new Map<string, VendorLane>()
      for (const lane of raw.data.lanes) {
        for (const card of lane.cards ?? []) {
          const base = toCategory(card.gameType ?? lane.gameClassify)
          if (!base) continue
          const category = categoryOfVendor(base, card.vassalage)
          const vendor: VendorCard = {
            code: card.vassalage,
            name: card.displayName ?? card.vassalage,
            category,
            logoUrl: assetUrl(status.imageBase, card.lagerIcon ?? card.smallIcon),
            iconUrl: assetUrl(status.imageBase, card.smallIcon ?? card.lagerIcon),
            isHot: card.isHot,
            opensGameList: (card.isGame ?? '').toUpperCase() === 'VASSALAGE',
            gameNodeId: (card.isGame ?? '').toUpperCase() === 'GAME' ? (card.nodeId ?? null) : null,
          }
          const existing = lanes.get(category)
          if (existing) existing.vendors.push(vendor)
          else
            lanes.set(category, { category, title: category === base ? lane.title : '', vendors: [vendor] })
        }
      }
      return [...lanes.values()]
    },
    { ttlMs: ttl() },
  )
}

const GameSchema = z.object({
  nodeId: str,
  gameId: str.nullish(),
  gameCode: z.string().nullish(),
  gameName: z.string().nullish(),
  nodeName: z.string().nullish(),
  showIcon: z.string().nullish(),
  iconUrl: z.string().nullish(),
  vassalage: z.string(),
  gameType: z.string().nullish(),
  isHot: flag.default(false),
  isGame: z.string().nullish(),
})

export function reshapeGame(g: z.infer<typeof GameSchema>, imageBase: string): GameTile {
  const base = toCategory(g.gameType) ?? 'RNG'
  return {
    nodeId: g.nodeId,
    gameId: g.gameId ?? g.nodeId,
    code: g.gameCode ?? '',
    name: g.gameName ?? g.nodeName ?? g.gameCode ?? g.nodeId,
    vendor: g.vassalage,
    category: categoryOfVendor(base, g.vassalage),
    iconUrl: assetUrl(imageBase, g.showIcon ?? g.iconUrl),
    isHot: g.isHot,
    opensGameList: (g.isGame ?? '').toUpperCase() === 'VASSALAGE',
  }
}

export { GameSchema }

export async function getHotGames(ctx: UpstreamContext, vendor?: string): Promise<GameTile[]> {
  const status = await getSiteStatus(ctx)
  return cachedRead(
    cacheKey(ctx, 'hot', vendor ?? ''),
    async () => {
      const raw = await upstream(guest(ctx), {
        kind: 'catalogue',
        path: '/wps/relay/GCSGAME_hotGamesV2',
        query: {
          merchantCode: ctx.tenant.merchantCode,
          isPlatform: 2,
          vassalage: vendor,
          platform: 'flash,html5-desktop',
        },
        schema: z.object({ list: z.array(GameSchema).nullish() }),
      })
      return (raw.list ?? []).map((g) => reshapeGame(g, status.imageBase))
    },
    { ttlMs: ttl() },
  )
}

const HelpSchema = z.object({
  categories: z.array(
    z.object({
      code: z.string(),
      title: z.string(),
      articles: z.array(z.object({ slug: z.string(), title: z.string(), body: z.string() })),
    }),
  ),
})

// The help centre's categories and articles in the page's language (`/wps/system/helpCenter`).
export async function getHelpCentre(ctx: UpstreamContext): Promise<HelpCategory[]> {
  return cachedRead(
    cacheKey(ctx, 'help'),
    async () => {
      const raw = await upstream(guest(ctx), {
        kind: 'catalogue',
        path: '/wps/system/helpCenter',
        schema: HelpSchema,
      })
      return raw.categories
    },
    { ttlMs: ttl() },
  )
}
