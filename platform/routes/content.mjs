// @ts-check
// Content: banners, announcements and promotions (one relay call), plus the small landing pages, the iOS
// profile and the Android app that the status call's resources and customer-service links point to.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'

import { apkPath } from '../lib/apps.mjs'
import { escapeXml } from '../lib/artwork.mjs'
import { ApiError, ok, text } from '../lib/http.mjs'
import { pickText } from '../lib/i18n.mjs'
import { activeBlock } from '../lib/protection/rules.mjs'
import { offerOf, publicRule } from '../lib/promotions/rules.mjs'

/** @typedef {import('../app.mjs').RequestContext} RequestContext */

const ALL_TYPES = ['B', 'PL', 'PU', 'PR']

/**
 * @typedef {{ id: number, group_name: string, sequence: number, linkage_type: string, linkage: string,
 *   node_id: number | null, vendor: string | null, room_id: string | null, titles: string, game_type: string | null }} BannerRow
 * @typedef {{ id: number, kind: string, execution: string | null, published_at: number, titles: string, contents: string }} AnnouncementRow
 * @typedef {{ id: number, category: string, promotion_type: string, sequence: number, start_at: number, end_at: number,
 *   image_count: number, titles: string, contents: string }} PromotionRow
 */

/**
 * @param {string} json
 * @param {string} language
 */
function localized(json, language) {
  return pickText(JSON.parse(json), language)
}

/**
 * @param {BannerRow} row
 * @param {string} language
 */
export function bannerItem(row, language) {
  return {
    bannerId: row.id,
    groupName: row.group_name,
    sequence: row.sequence,
    title: localized(row.titles, language),
    url: `/assets/banners/${row.id}.${language.toLowerCase()}.svg`,
    linkageType: row.linkage_type,
    linkage: row.linkage,
    nodeId: row.node_id === null ? null : String(row.node_id),
    vendor: row.vendor,
    gameType: row.game_type,
    roomId: row.room_id,
  }
}

/**
 * @param {PromotionRow} row
 * @param {string} language
 */
export function promotionItem(row, language) {
  return {
    id: row.id,
    title: localized(row.titles, language),
    content: localized(row.contents, language),
    category: row.category,
    promotionType: row.promotion_type,
    sequence: row.sequence,
    startDate: new Date(row.start_at).toISOString(),
    endDate: new Date(row.end_at).toISOString(),
    announcementImages: Array.from({ length: row.image_count }, (_, index) => ({
      sequence: index + 1,
      url: `/assets/promotions/${row.id}-${index + 1}.${language.toLowerCase()}.svg`,
    })),
  }
}

/**
 * @param {AnnouncementRow} row
 * @param {string} language
 */
function announcementItem(row, language) {
  return {
    id: row.id,
    title: localized(row.titles, language),
    content: localized(row.contents, language),
    execution: row.execution,
    time: new Date(row.published_at).toISOString(),
  }
}

/** @param {unknown} value */
function listParam(value) {
  return String(value ?? '')
    .split(',')
    .map((item) => item.trim().toUpperCase())
    .filter(Boolean)
}

/** @param {RequestContext} ctx */
function listAnnouncements(ctx) {
  const { db } = ctx.platform
  const code = ctx.merchant.code
  const requested = listParam(ctx.body.types)
  const types = new Set(requested.length ? requested : ALL_TYPES)
  const askedExecutions = listParam(ctx.body.execution)
  const executions = askedExecutions.length ? askedExecutions : [ctx.session ? 'A' : 'B']
  const now = ctx.platform.now()

  const banners = types.has('B')
    ? /** @type {BannerRow[]} */ (
        db
          .prepare(
            `SELECT b.*, g.game_type FROM banners b LEFT JOIN games g ON g.node_id = b.node_id
             WHERE b.merchant_code = ? ORDER BY b.sequence`,
          )
          .all(code)
      ).map((row) => bannerItem(row, ctx.language))
    : []
  const announcements = /** @type {AnnouncementRow[]} */ (
    types.has('PL') || types.has('PU')
      ? db
          .prepare(
            'SELECT * FROM announcements WHERE merchant_code = ? AND published_at <= ? ORDER BY published_at DESC, id',
          )
          .all(code, now)
      : []
  )
  const blocked = Boolean(ctx.session && activeBlock(db, ctx.session.member.id, now))
  const promotions = types.has('PR')
    ? /** @type {PromotionRow[]} */ (
        db
          .prepare(
            'SELECT * FROM promotions WHERE merchant_code = ? AND start_at <= ? AND end_at >= ? ORDER BY sequence',
          )
          .all(code, now, now)
      ).map((row) => ({
        ...promotionItem(row, ctx.language),
        // What the promotion pays, from the rule its engine reads (null: nothing to receive).
        rule: publicRule(db, offerOf(db, row.id), ctx.merchant.timeZone),
      }))
    : []
  return {
    banners,
    player: types.has('PL')
      ? announcements.filter((row) => row.kind === 'player').map((row) => announcementItem(row, ctx.language))
      : [],
    // No marketing pop-ups or promotions reach a member on a time-out or self-exclusion (docs/platform.md).
    popup:
      types.has('PU') && !blocked
        ? announcements
            .filter(
              (row) => row.kind === 'popup' && row.execution !== null && executions.includes(row.execution),
            )
            .map((row) => announcementItem(row, ctx.language))
        : [],
    promotion: blocked ? [] : promotions,
  }
}

/** What each landing page says; `{brand}` and `{domain}` are filled in per merchant. */
const LANDING_PAGES = {
  livechat: {
    title: 'Live chat',
    body: 'Log in to {brand} and open the live chat from the customer service menu: our support team answers you there.',
  },
  vip: {
    title: 'VIP service',
    body: 'VIP members of {brand} (club rank 5 and above) are served at the VIP desk of the live chat: log in and open VIP service from the customer service menu.',
  },
  android: {
    title: 'Android app',
    body: 'Open {domain} in your Android browser and choose "Add to Home screen" to install {brand}.',
  },
  affiliate: {
    title: 'Affiliate programme',
    body: 'Agents of {brand} earn commission on the players they bring. Ask support to open an agent account.',
  },
}

/**
 * @param {string} template
 * @param {import('../lib/merchants.mjs').Merchant} merchant
 */
function fill(template, merchant) {
  return template.replaceAll('{brand}', merchant.brandName).replaceAll('{domain}', merchant.mainDomain)
}

/**
 * A version-4-shaped UUID derived from a name, so the profile is identical on every request.
 * @param {string} name
 */
function stableUuid(name) {
  const hex = createHash('sha256').update(name).digest('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`.toUpperCase()
}

/** @param {import('../lib/merchants.mjs').Merchant} merchant */
function webClipProfile(merchant) {
  const identifier = merchant.mainDomain.split('.').reverse().join('.')
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
  <key>PayloadContent</key>
  <array>
    <dict>
      <key>FullScreen</key><true/>
      <key>IsRemovable</key><true/>
      <key>Label</key><string>${escapeXml(merchant.brandName)}</string>
      <key>PayloadIdentifier</key><string>${identifier}.webclip</string>
      <key>PayloadType</key><string>com.apple.webClip.managed</string>
      <key>PayloadUUID</key><string>${stableUuid(`${merchant.code}:webclip`)}</string>
      <key>PayloadVersion</key><integer>1</integer>
      <key>Precomposed</key><true/>
      <key>URL</key><string>http://${escapeXml(merchant.mainDomain)}</string>
    </dict>
  </array>
  <key>PayloadDisplayName</key><string>${escapeXml(merchant.brandName)}</string>
  <key>PayloadIdentifier</key><string>${identifier}</string>
  <key>PayloadRemovalDisallowed</key><false/>
  <key>PayloadType</key><string>Configuration</string>
  <key>PayloadUUID</key><string>${stableUuid(`${merchant.code}:profile`)}</string>
  <key>PayloadVersion</key><integer>1</integer>
</dict>
</plist>
`
}

/**
 * @param {import('../app.mjs').PlatformRouter} router
 * @param {import('../app.mjs').Platform} platform
 */
export default function registerContentRoutes(router, platform) {
  // GET|POST /wps/relay/MCSFE_getListAnnouncements - banners, announcements, popups, promotions
  router.relay('MCSFE_getListAnnouncements', (ctx) => ok(listAnnouncements(ctx)))

  // GET /pages/:merchant/:slug - landing page behind a resource or customer-service link
  router.get('/pages/:merchant/:slug', ({ params }) => {
    const merchant = platform.merchants.get(params.merchant ?? '')
    const page = LANDING_PAGES[/** @type {keyof typeof LANDING_PAGES} */ (params.slug)]
    if (!merchant || !page) throw new ApiError(404, 'function.not.available')
    const title = `${merchant.brandName} · ${page.title}`
    const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeXml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:2rem;background:#111;color:#eee;line-height:1.5}h1{font-size:1.4rem}</style>
</head><body><main><h1>${escapeXml(title)}</h1><p>${escapeXml(fill(page.body, merchant))}</p></main></body></html>`
    return text(200, html, 'text/html; charset=utf-8', {
      'cache-control': 'public, max-age=3600',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    })
  })

  // GET /downloads/:file - the iOS web-clip configuration profile (`<merchant>.mobileconfig`), and the
  // merchant's Android app (`<merchant>.apk`) where the operator has put one in `apps/`
  router.get('/downloads/:file', ({ params }) => {
    const apk = /^([A-Z0-9]+)\.apk$/.exec(params.file ?? '')
    if (apk) {
      const code = apk[1] ?? ''
      const file = platform.merchants.get(code) ? apkPath(platform.dataDir, code) : ''
      if (!file || !existsSync(file)) throw new ApiError(404, 'function.not.available')
      return {
        status: 200,
        headers: {
          'content-type': 'application/vnd.android.package-archive',
          'content-disposition': `attachment; filename="${code}.apk"`,
          'cache-control': 'public, max-age=3600',
        },
        body: readFileSync(file),
      }
    }
    const match = /^([A-Z0-9]+)\.mobileconfig$/.exec(params.file ?? '')
    const merchant = match ? platform.merchants.get(match[1] ?? '') : undefined
    if (!merchant) throw new ApiError(404, 'function.not.available')
    return text(200, webClipProfile(merchant), 'application/x-apple-aspen-config', {
      'content-disposition': `attachment; filename="${merchant.code}.mobileconfig"`,
      'cache-control': 'public, max-age=3600',
    })
  })
}
