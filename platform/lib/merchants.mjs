// @ts-check
// The two seeded merchants (tenants) and their feature switches. They differ on purpose, so the
// portal's per-tenant behaviour can be exercised: languages, currency, switches, field rules,
// vendor line-up.
import { fieldRule } from './patterns.mjs'

/** @typedef {import('./patterns.mjs').FieldRule} FieldRule */
/** @typedef {import('./i18n.mjs').LocalizedText} LocalizedText */

/**
 * @typedef {object} Merchant
 * @property {string} code
 * @property {string} brandName
 * @property {string[]} languages
 * @property {string} defaultLanguage
 * @property {string} timeZone the IANA zone of the merchant's calendar: where a promotion's stated day
 * begins and ends, and the Monday a week starts on
 * @property {{ code: string, symbol: string, minorDigits: number }} currency
 * @property {string} mainDomain
 * @property {string[]} restrictedCountries visitors from these countries see status 2
 * @property {{ countryCode: string, countryDialingCode: string }[]} countries first one is the default
 * @property {number} signupBonusMinor
 * @property {number} freePlayCreditMinor
 * @property {number} passwordMaxAgeDays
 * @property {boolean} memberCancelsWithdrawals whether a member may take back a pending withdrawal; off
 * unless the operator turns it on (RTS 14B: a withdrawal is not reversed to be gambled)
 * @property {{ autoPayBelowMinor: number, delayMs: number }} withdrawReview the review rule of withdrawals:
 * one below `autoPayBelowMinor` is approved and paid by the scheduler once `delayMs` have passed since it
 * was requested; one at or above it waits for a person in the cashier console (docs/platform.md, "Cashier")
 * @property {{ requiredForWithdrawal: boolean, autoVerifyMs: number | null }} identity whether a
 * withdrawal needs a verified identity document, and when a submitted one is verified automatically (the
 * demo's stand-in for a document check; null: only the operator decides) (docs/platform.md, "Identity")
 * @property {string} serviceLinkKey eight ASCII characters, the DES key of customer-service links
 * @property {string} gtagId empty when the tenant has no analytics
 * @property {string[]} switchesOff modIds of the tree below that are off for this tenant
 * @property {Record<string, FieldRule>} registerRules
 * @property {{ name: string, host: string, speed: number }[]} domainRoutes
 * @property {string[]} vendors vendor codes in menu order
 * @property {Partial<Record<'FACEBOOK' | 'WHATSAPP' | 'TELEGRAM', string>>} socials the brand's own profile
 * addresses, as the operator sets them; a network without one is not offered
 */

/**
 * The whitelabel module tree every tenant shares; each tenant switches nodes off.
 * GEETEST3 (slider captcha) and LOGINIPVERF3 (login IP verification) are off everywhere because
 * this platform implements neither; the image captcha (CAPTCHA3) is what it offers.
 * @type {{ modId: string, children?: string[] }[]}
 */
const MODULE_TREE = [
  {
    modId: 'REG3',
    children: ['USERNAMEREG3', 'MOBILENUMREG3', 'MOBILENUMPASSREG3', 'REGMOBVERF3', 'DIRECTREG3'],
  },
  { modId: 'PASS3', children: ['PWDEXPFORCECHANGE3', 'CHNGPASSVERIF3', 'PWRESETSMS3'] },
  { modId: 'VERIFICATION3', children: ['MOBILEVERCODELOGIN3', 'LOGINIPVERF3', 'CAPTCHA3', 'GEETEST3'] },
  { modId: 'FREEPLAY3' },
  { modId: 'PROFPIC3' },
  {
    modId: 'AFFMAN3',
    children: [
      'AGENTPOLICY3',
      'SIGNCONDIV3',
      'DAILYSALCONT3',
      'HOURSAL3',
      'RTSALARY3',
      'AGEPAG',
      'AGENTRANSMULTDOWN3',
      'AGETEAMPNL3',
      'TEAMBETTING3',
    ],
  },
  { modId: 'GAMELO3', children: ['GAMELOHOT3', 'GAMELOFAV3', 'GAMELOREC3'] },
  { modId: 'FUNDTRANS3' },
  { modId: 'UPLINETRANS3' },
  { modId: 'PERSONALPNL3' },
  { modId: 'BONUSDET3' },
  { modId: 'REWCEN3' },
  { modId: 'INBOX3' },
  { modId: 'PTSYS3' },
  { modId: 'MEMTRANS3' },
  { modId: 'AGEANNOUNCE3' },
  { modId: 'FEEDBACK3' },
  { modId: 'CBS3' },
]

const ROOT_MODULE = 'COMM3'

/** Field names of contract section 6, in the order the rules are sent. */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'payeeName',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'zalo',
  'facebook',
  'wechat',
  'idNumber',
  'email',
  'mobileNum',
  'affiliateCode',
  'captcha',
  'recommenderId',
  'birthday',
]

/** The register rules both merchants keep alike; each merchant gives the others. */
const COMMON_REGISTER_RULES = {
  username: fieldRule({ patternId: 1, minLength: 6, maxLength: 16, required: true }),
  password: fieldRule({ patternId: 19, minLength: 6, maxLength: 20, required: true }),
  paymentPassword: fieldRule({ patternId: 6, minLength: 6, maxLength: 6, enabled: false }),
  qqNum: fieldRule({ patternId: 6, minLength: 5, maxLength: 12, enabled: false }),
  zalo: fieldRule({ patternId: 6, minLength: 9, maxLength: 11, enabled: false }),
  facebook: fieldRule({ patternId: 9, minLength: 5, maxLength: 50, enabled: false }),
  wechat: fieldRule({ patternId: 9, minLength: 6, maxLength: 20, enabled: false }),
  affiliateCode: fieldRule({ patternId: 14, minLength: 4, maxLength: 12 }),
  recommenderId: fieldRule({ patternId: 6, minLength: 1, maxLength: 10, enabled: false }),
}

/**
 * A merchant's register rules: its own over the common ones, in the order of REGISTER_FIELDS.
 * @param {Record<string, FieldRule>} own
 * @returns {Record<string, FieldRule>}
 */
function registerRules(own) {
  /** @type {Record<string, FieldRule>} */
  const all = { ...COMMON_REGISTER_RULES, ...own }
  return Object.fromEntries(REGISTER_FIELDS.flatMap((field) => (all[field] ? [[field, all[field]]] : [])))
}

/** Vendors both merchants show, in lobby order. */
const COMMON_VENDORS = [
  'HOUSE',
  'TCG_SEA',
  'TCG_LOTTO_VN',
  'VELV',
  'CRWN',
  'FLDS',
  'AV',
  'AI',
  'IMES',
  'TF',
  'IA',
]

// International dialing codes of the countries the merchants offer, written once for all of them.
const DIALING_CODES = { BR: '55', PT: '351', CN: '86', ID: '62', TH: '66', VN: '84', PH: '63', MY: '60' }

/**
 * A merchant's country list, in the order given (the first is the default).
 * @param {(keyof typeof DIALING_CODES)[]} countryCodes
 */
function dialingCountries(countryCodes) {
  return countryCodes.map((countryCode) => ({ countryCode, countryDialingCode: DIALING_CODES[countryCode] }))
}

/** @type {Merchant[]} */
export const MERCHANTS = [
  {
    code: 'SOL1',
    brandName: 'Solara Games',
    languages: ['PT', 'EN', 'ZH', 'ID', 'TH', 'VI'],
    defaultLanguage: 'PT',
    timeZone: 'America/Sao_Paulo',
    currency: { code: 'BRL', symbol: 'R$', minorDigits: 2 },
    mainDomain: 'solara.localhost',
    restrictedCountries: ['US'],
    countries: dialingCountries(['BR', 'PT', 'CN', 'ID', 'TH', 'VN']),
    signupBonusMinor: 1_000,
    freePlayCreditMinor: 200_000,
    passwordMaxAgeDays: 90,
    memberCancelsWithdrawals: false,
    withdrawReview: { autoPayBelowMinor: 50_000, delayMs: 60_000 },
    identity: { requiredForWithdrawal: true, autoVerifyMs: 60_000 },
    serviceLinkKey: 'S0laRk3y',
    // The demo brand's Google tag (loaded only after a visitor accepts analytics); Verdant has none.
    gtagId: 'G-SOLARA26',
    switchesOff: ['LOGINIPVERF3', 'GEETEST3'],
    registerRules: registerRules({
      payeeName: fieldRule({ patternId: 8, minLength: 2, maxLength: 50, enabled: false }),
      line: fieldRule({ patternId: 9, minLength: 4, maxLength: 20, enabled: false }),
      whatsapp: fieldRule({ patternId: 6, minLength: 8, maxLength: 15 }),
      idNumber: fieldRule({ patternId: 6, minLength: 11, maxLength: 11 }),
      email: fieldRule({ patternId: 3, minLength: 6, maxLength: 64 }),
      mobileNum: fieldRule({ patternId: 6, minLength: 10, maxLength: 11 }),
      captcha: fieldRule({ patternId: 14, minLength: 4, maxLength: 4, enabled: false }),
      // Asked, not required; whoever gives it must be 18 or older.
      birthday: fieldRule({ patternId: 11, minLength: 10, maxLength: 10, minimumAge: 18 }),
    }),
    domainRoutes: [
      { name: 'Primary', host: 'solara.localhost', speed: 28 },
      { name: 'Backup A', host: 'a.solara.localhost', speed: 54 },
      { name: 'Backup B', host: 'b.solara.localhost', speed: 97 },
    ],
    vendors: [...COMMON_VENDORS, 'REEF', 'LUMA', 'KITE', 'ORBX', 'DUEL'],
    socials: {
      FACEBOOK: 'https://www.facebook.com/solaragames',
      WHATSAPP: 'https://wa.me/5511987650000',
      TELEGRAM: 'https://t.me/solaragames',
    },
  },
  {
    code: 'VRD2',
    brandName: 'Verdant Club',
    languages: ['EN', 'TH', 'VI', 'ZH'],
    defaultLanguage: 'EN',
    timeZone: 'Asia/Bangkok',
    currency: { code: 'USD', symbol: '$', minorDigits: 2 },
    mainDomain: 'verdant.localhost',
    restrictedCountries: ['US'],
    countries: dialingCountries(['TH', 'VN', 'CN', 'PH', 'MY']),
    signupBonusMinor: 500,
    freePlayCreditMinor: 50_000,
    passwordMaxAgeDays: 60,
    memberCancelsWithdrawals: false,
    withdrawReview: { autoPayBelowMinor: 20_000, delayMs: 60_000 },
    identity: { requiredForWithdrawal: true, autoVerifyMs: 60_000 },
    serviceLinkKey: 'VrD2k3y8',
    gtagId: '',
    switchesOff: [
      'LOGINIPVERF3',
      'GEETEST3',
      'FREEPLAY3',
      'MOBILENUMREG3',
      'MOBILENUMPASSREG3',
      'REGMOBVERF3',
      'MOBILEVERCODELOGIN3',
      'CBS3',
      'PTSYS3',
    ],
    registerRules: registerRules({
      payeeName: fieldRule({ patternId: 12, minLength: 3, maxLength: 40, required: true }),
      line: fieldRule({ patternId: 9, minLength: 4, maxLength: 20 }),
      whatsapp: fieldRule({ patternId: 6, minLength: 8, maxLength: 15, enabled: false }),
      idNumber: fieldRule({ patternId: 14, minLength: 6, maxLength: 18, enabled: false }),
      email: fieldRule({ patternId: 3, minLength: 6, maxLength: 64, required: true }),
      mobileNum: fieldRule({ patternId: 6, minLength: 9, maxLength: 10 }),
      captcha: fieldRule({ patternId: 14, minLength: 5, maxLength: 5, required: true }),
      birthday: fieldRule({ patternId: 11, minLength: 10, maxLength: 10, required: true, minimumAge: 21 }),
    }),
    domainRoutes: [
      { name: 'Primary', host: 'verdant.localhost', speed: 35 },
      { name: 'Backup', host: 'alt.verdant.localhost', speed: 81 },
    ],
    vendors: [...COMMON_VENDORS, 'LUMA', 'KITE'],
    // Verdant has no WhatsApp contact: its menu offers Facebook and Telegram only.
    socials: { FACEBOOK: 'https://www.facebook.com/verdantclub', TELEGRAM: 'https://t.me/verdantclub' },
  },
]

/**
 * @typedef {{ modId: string, enabled: '1' | '0', childrenNodes: WhitelabelNode[] }} WhitelabelNode
 */

/**
 * @param {Merchant} merchant
 * @returns {WhitelabelNode}
 */
export function whitelabelTree(merchant) {
  const off = new Set(merchant.switchesOff)
  /** @param {string} modId @param {WhitelabelNode[]} children @returns {WhitelabelNode} */
  const node = (modId, children = []) => ({
    modId,
    enabled: off.has(modId) ? '0' : '1',
    childrenNodes: children,
  })
  return node(
    ROOT_MODULE,
    MODULE_TREE.map(({ modId, children = [] }) =>
      node(
        modId,
        children.map((child) => node(child)),
      ),
    ),
  )
}

/** Every modId the tree knows, so a route cannot be gated by a misspelt switch. */
export const KNOWN_SWITCHES = new Set([
  ROOT_MODULE,
  ...MODULE_TREE.flatMap(({ modId, children = [] }) => [modId, ...children]),
])

/**
 * A switch is on when its own node is enabled, the way clients flatten the tree.
 * @param {Merchant} merchant
 * @param {string} modId
 */
export function isSwitchOn(merchant, modId) {
  if (!KNOWN_SWITCHES.has(modId)) throw new Error(`unknown feature switch ${modId}`)
  return !merchant.switchesOff.includes(modId)
}
