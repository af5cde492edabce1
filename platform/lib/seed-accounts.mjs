// @ts-check
// The demo accounts the first-start seed creates in every merchant (docs/platform.md lists them).

/**
 * @typedef {object} DemoAccount
 * @property {string} username
 * @property {string} password
 * @property {number} type
 * @property {string} nickname
 * @property {number} openingBalanceMinor
 * @property {number} rankLevel
 * @property {boolean} [defaultPassword] set by an agent: the member must change it after login
 * @property {boolean} [passwordExpired] last changed longer ago than the merchant allows
 * @property {Record<string, { dialing: string, number: string }>} [mobile] by merchant code
 * @property {string} [email]
 * @property {string} [affiliateCode]
 * @property {string} [upline]
 * @property {boolean} [contracts]
 */

/** The demo accounts exist in both merchants with the same credentials. */
export const DEMO_ACCOUNTS = /** @type {DemoAccount[]} */ ([
  {
    username: 'player01',
    password: 'Player#2026',
    type: 0,
    nickname: 'Player One',
    openingBalanceMinor: 150_000,
    rankLevel: 2,
    email: 'player01@example.com',
  },
  {
    username: 'agent01',
    password: 'Agent#2026',
    type: 1,
    nickname: 'Agent One',
    openingBalanceMinor: 500_000,
    rankLevel: 3,
    email: 'agent01@example.com',
    affiliateCode: 'AGENT01',
    contracts: true,
  },
  {
    username: 'newbie01',
    password: 'Welcome#01',
    type: 0,
    nickname: 'Newbie',
    openingBalanceMinor: 0,
    rankLevel: 1,
    defaultPassword: true,
    upline: 'agent01',
  },
  {
    username: 'expired01',
    password: 'Expired#2026',
    type: 0,
    nickname: 'Expired',
    openingBalanceMinor: 2_500,
    rankLevel: 1,
    passwordExpired: true,
    email: 'expired01@example.com',
  },
  {
    username: 'mobile01',
    password: 'Mobile#2026',
    type: 0,
    nickname: 'Mobile',
    openingBalanceMinor: 10_000,
    rankLevel: 2,
    mobile: { SOL1: { dialing: '55', number: '11987654321' }, VRD2: { dialing: '66', number: '812345678' } },
  },
  {
    username: 'vip01',
    password: 'Vip#2026',
    type: 0,
    nickname: 'VIP Guest',
    openingBalanceMinor: 2_000_000,
    rankLevel: 5,
    email: 'vip01@example.com',
  },
])

/** Demo accounts that start with a payment password and a bank account (docs/platform.md). */
export const DEMO_CASHIER = [
  { username: 'vip01', paymentPassword: '246810', accountNumber: '0012345678', holderName: 'VIP Guest' },
]
