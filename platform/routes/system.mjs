// @ts-check
// System calls: RSA key, status (the call the portal renders after), register settings, countries,
// whitelabel menu, domain routes.
import { existsSync } from 'node:fs'

import { apkPath } from '../lib/apps.mjs'
import { PAYMENT_METHODS, PAYMENT_METHOD_NAMES } from '../lib/artwork.mjs'
import { encodeServiceLink } from '../lib/crypto.mjs'
import { countryOf } from '../lib/geo.mjs'
import { ok, text } from '../lib/http.mjs'
import { pickText } from '../lib/i18n.mjs'
import { REGISTER_FIELDS, whitelabelTree } from '../lib/merchants.mjs'

/** @typedef {import('../app.mjs').RequestContext} RequestContext */
/** @typedef {import('../lib/merchants.mjs').Merchant} Merchant */

const SERVICE_CHANNELS = [
  {
    csType: 'LIVECHAT',
    slug: 'livechat',
    title: {
      EN: 'Live chat',
      PT: 'Chat ao vivo',
      ZH: '在线客服',
      ID: 'Obrolan langsung',
      TH: 'แชทสด',
      VI: 'Trò chuyện trực tuyến',
    },
  },
  {
    csType: 'VIP',
    slug: 'vip',
    title: {
      EN: 'VIP service',
      PT: 'Atendimento VIP',
      ZH: 'VIP 专属客服',
      ID: 'Layanan VIP',
      TH: 'บริการ VIP',
      VI: 'Dịch vụ VIP',
    },
  },
]

/**
 * The merchant's resources, as an operator sets them up: the Android app (the merchant's APK when the
 * operator has put one in the platform's `apps/` directory, else the page on installing the site on an
 * Android home screen), the iOS web-clip profile, the brand's own social profiles (only those it has)
 * and the affiliate programme page. A resource the merchant does not have is not listed, so no entry of
 * the Portal leads nowhere (there is no USD partner here, so no USDJUMP).
 * @param {Merchant} merchant
 * @param {string} publicUrl
 * @param {string} dataDir
 */
function resourcesOf(merchant, publicUrl, dataDir) {
  const android = existsSync(apkPath(dataDir, merchant.code))
    ? `/downloads/${merchant.code}.apk`
    : `/pages/${merchant.code}/android`
  /** @type {[resourceType: string, labelNameEn: string, url: string][]} */
  const list = [
    ['Android', 'Android app', `${publicUrl}${android}`],
    ['MOBILECONFIG', 'iOS home-screen profile', `${publicUrl}/downloads/${merchant.code}.mobileconfig`],
    ...SOCIAL_NETWORKS.flatMap(([key, label]) => {
      const url = merchant.socials[key]
      return url ? [/** @type {[string, string, string]} */ ([key, label, url])] : []
    }),
    ['AFFILIATELINK', 'Affiliate programme', `${publicUrl}/pages/${merchant.code}/affiliate`],
  ]
  return list.map(([resourceType, labelNameEn, url]) => ({ resourceType, labelNameEn, url, qrCodeUrl: url }))
}

/** @type {['FACEBOOK' | 'WHATSAPP' | 'TELEGRAM', string][]} */
const SOCIAL_NETWORKS = [
  ['FACEBOOK', 'Facebook'],
  ['WHATSAPP', 'WhatsApp'],
  ['TELEGRAM', 'Telegram'],
]

/** @param {Merchant} merchant */
export function registerRules(merchant) {
  return Object.fromEntries(REGISTER_FIELDS.map((field) => [field, merchant.registerRules[field]]))
}

// A merchant's alternative addresses, on the port its sites answer on (PLATFORM_SITE_PORT: the demo's
// Portal port, so that the speed test reaches real servers).
/** @param {Merchant} merchant @param {number | null} sitePort */
function domainRoutes(merchant, sitePort) {
  const port = sitePort && sitePort !== 80 ? `:${sitePort}` : ''
  return merchant.domainRoutes.map(({ name, host, speed }) => ({ name, url: `http://${host}${port}`, speed }))
}

/** @param {RequestContext} ctx */
function systemStatus(ctx) {
  const { merchant, platform } = ctx
  const publicUrl = platform.publicUrl()
  const flags = platform.statusFlags.get(merchant.code) ?? { maintenance: false, regionRestriction: false }
  const country = countryOf(ctx.ip)
  const regionRestriction = flags.regionRestriction || merchant.restrictedCountries.includes(country)
  const maintenance = flags.maintenance
  return {
    status: maintenance ? 1 : regionRestriction ? 2 : 0,
    maintenance,
    regionRestriction,
    location: { ip: ctx.ip, country },
    info: {
      merchantCode: merchant.code,
      brandName: merchant.brandName,
      languages: merchant.languages,
      defaultLanguage: merchant.defaultLanguage,
      currency: merchant.currency,
      whitelabel: whitelabelTree(merchant),
      register: registerRules(merchant),
      customerService: SERVICE_CHANNELS.map((channel) => ({
        csType: channel.csType,
        title: pickText(channel.title, ctx.language),
        type: '3',
        path: encodeServiceLink(
          `${publicUrl}/pages/${merchant.code}/${channel.slug}`,
          merchant.serviceLinkKey,
        ),
      })),
      resources: resourcesOf(merchant, publicUrl, platform.dataDir),
      paymentMethods: PAYMENT_METHODS.map(({ code, name }) => ({
        code,
        name: pickText(PAYMENT_METHOD_NAMES[code], ctx.language) || name,
        icon: `/assets/payments/${code}.svg`,
      })),
      analytics: { gtagId: merchant.gtagId },
      imageCDNs: [publicUrl],
      launchGameCDNs: [publicUrl],
      domainRoute: domainRoutes(merchant, platform.sitePort),
      mainDomain: merchant.mainDomain,
    },
  }
}

/**
 * @param {import('../app.mjs').PlatformRouter} router
 */
export default function registerSystemRoutes(router) {
  // GET /wps/session/key/rsa - the RSA modulus as lowercase hex text
  router.get('/wps/session/key/rsa', (ctx) =>
    text(200, ctx.platform.rsa.modulusHex, 'text/plain; charset=utf-8', { 'cache-control': 'no-store' }),
  )

  // GET /wps/system/status - flags, location and the tenant's whole configuration
  router.get('/wps/system/status', (ctx) => ok(systemStatus(ctx)))

  // GET /wps/system/whitelabel - the feature-switch tree alone
  router.get('/wps/system/whitelabel', (ctx) => ok(whitelabelTree(ctx.merchant)))

  // GET /wps/system/setting/register - registration field rules
  router.get('/wps/system/setting/register', (ctx) => ok(registerRules(ctx.merchant)))

  // GET /wps/system/country - dialing codes, the tenant's default first
  router.get('/wps/system/country', (ctx) => ok(ctx.merchant.countries))

  // GET /wps/system/domainRoute - alternative domains with a measured speed
  router.get('/wps/system/domainRoute', (ctx) => ok(domainRoutes(ctx.merchant, ctx.platform.sitePort)))
}
