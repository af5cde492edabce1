// @ts-check
// The demo agents' contracts, and agent01's team below its direct downline: team01 becomes an agent with
// contracts offered by agent01, with a member (team12) and an agent of its own (team11), whose members
// (team21, team22) bet over the last days. The scheduler's first run pays what these bets earn.
import { randomBytes } from 'node:crypto'
import { hashPasswordSync } from '../crypto.mjs'
import { post } from '../ledger.mjs'
import { signContract } from './contracts.mjs'

/** @typedef {import('better-sqlite3').Database} Db */
/** @typedef {import('./settlement.mjs').ContractKind} ContractKind */
/** @typedef {import('./settlement.mjs').Tier} Tier */

const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS

/**
 * The terms the operator gives its demo agents: real-time salary, daily wages and dividends (no hourly
 * salary, so one money page stays hidden; HOURLY_TERMS for an agent given all four).
 * @type {Partial<Record<ContractKind, Tier[]>>}
 */
export const AGENT_TERMS = {
  realtime: [
    { minValidBetsMinor: 0, minActivePlayers: 1, rateBp: 100 },
    { minValidBetsMinor: 100_000, minActivePlayers: 3, rateBp: 150 },
  ],
  daily: [
    { minValidBetsMinor: 0, minActivePlayers: 1, rateBp: 100 },
    { minValidBetsMinor: 500_000, minActivePlayers: 3, rateBp: 200 },
  ],
  dividend: [
    { minValidBetsMinor: 0, minActivePlayers: 1, rateBp: 1_000 },
    { minValidBetsMinor: 1_000_000, minActivePlayers: 5, rateBp: 2_000 },
  ],
}

/** The hourly salary of an agent that holds all four contracts. @type {Tier[]} */
export const HOURLY_TERMS = [
  { minValidBetsMinor: 0, minActivePlayers: 1, rateBp: 50 },
  { minValidBetsMinor: 50_000, minActivePlayers: 3, rateBp: 80 },
]

// How long ago the demo contracts were signed: dividends a few weekly cycles, salaries two days.
const SIGNED_DAYS_AGO = { dividend: 21, daily: 2, hourly: 2, realtime: 2 }

/**
 * Signs the operator's terms for an agent, dated `at` less each kind's age (0 for new agents), with the
 * hourly salary as well when `allFour`.
 * @param {Db} db
 * @param {number} agentId
 * @param {number} at
 * @param {boolean} backdated
 * @param {boolean} [allFour]
 */
export function signAgentTerms(db, agentId, at, backdated, allFour = false) {
  const terms = allFour ? { ...AGENT_TERMS, hourly: HOURLY_TERMS } : AGENT_TERMS
  for (const [kind, tiers] of Object.entries(terms)) {
    const k = /** @type {ContractKind} */ (kind)
    signContract(db, {
      memberId: agentId,
      kind: k,
      tiers,
      at: backdated ? at - SIGNED_DAYS_AGO[k] * DAY_MS : at,
    })
  }
}

/**
 * Bets of the lower levels, as [hours before the seed, stake, payout], minor units.
 * @type {Record<string, [number, number, number][]>}
 */
const LOWER_BETS = {
  team12: [
    [30, 8_000, 2_000],
    [5, 4_000, 9_000],
  ],
  team21: [
    [26, 12_000, 0],
    [3, 6_000, 3_000],
    [1, 2_000, 0],
  ],
  team22: [
    [240, 40_000, 10_000],
    [20, 5_000, 12_000],
  ],
}

/** Announcements for the tenant's agents (AGEPAG), published `daysAgo` before the seed. */
const AGENT_ANNOUNCEMENTS = [
  {
    daysAgo: 1,
    title: {
      EN: 'Real-time salary is paid every 5 minutes',
      PT: 'O salário em tempo real é pago a cada 5 minutos',
      ZH: '实时工资每5分钟发放一次',
      ID: 'Gaji real-time dibayar setiap 5 menit',
      TH: 'เงินเดือนแบบเรียลไทม์จ่ายทุก 5 นาที',
      VI: 'Lương thời gian thực được trả mỗi 5 phút',
    },
    content: {
      EN: 'Your real-time salary is counted on your team’s valid bets and paid to your balance every 5 minutes. See My income for each payment.',
      PT: 'Seu salário em tempo real é calculado sobre as apostas válidas da sua equipe e pago no seu saldo a cada 5 minutos. Veja cada pagamento em Minha renda.',
      ZH: '实时工资按团队有效投注计算，每5分钟发放到您的余额。每笔发放请见“我的收入”。',
      ID: 'Gaji real-time Anda dihitung dari taruhan sah tim dan dibayar ke saldo Anda setiap 5 menit. Lihat setiap pembayaran di Pendapatan saya.',
      TH: 'เงินเดือนแบบเรียลไทม์คำนวณจากยอดเดิมพันที่ถูกต้องของทีมและจ่ายเข้ายอดเงินของคุณทุก 5 นาที ดูแต่ละรายการได้ที่รายได้ของฉัน',
      VI: 'Lương thời gian thực được tính trên cược hợp lệ của đội và trả vào số dư mỗi 5 phút. Xem từng khoản tại Thu nhập của tôi.',
    },
  },
  {
    daysAgo: 6,
    title: {
      EN: 'Offer contracts to your agents',
      PT: 'Ofereça contratos aos seus agentes',
      ZH: '向您的下级代理提供合约',
      ID: 'Tawarkan kontrak kepada agen Anda',
      TH: 'เสนอสัญญาให้ตัวแทนของคุณ',
      VI: 'Đề xuất hợp đồng cho đại lý của bạn',
    },
    content: {
      EN: 'From each contract page you can offer your direct downline agents terms up to your own. They sign or refuse them in their agent centre.',
      PT: 'Em cada página de contrato você pode oferecer aos seus agentes diretos condições até as suas. Eles assinam ou recusam na central do agente.',
      ZH: '在每个合约页面，您可以向直属下级代理提供不高于您自身条款的合约。对方在代理中心签署或拒绝。',
      ID: 'Dari setiap halaman kontrak Anda dapat menawarkan syarat hingga setara milik Anda kepada agen langsung. Mereka menandatangani atau menolaknya di pusat agen.',
      TH: 'ในแต่ละหน้าสัญญา คุณเสนอเงื่อนไขไม่เกินของคุณเองให้ตัวแทนสายตรงได้ พวกเขาลงนามหรือปฏิเสธในศูนย์ตัวแทน',
      VI: 'Tại mỗi trang hợp đồng, bạn có thể đề xuất cho đại lý trực tiếp các điều khoản tối đa bằng của bạn. Họ ký hoặc từ chối trong trung tâm đại lý.',
    },
  },
]

/**
 * @param {Db} db
 * @param {string} merchantCode
 * @param {number} seededAt
 */
export function seedAgentPay(db, merchantCode, seededAt) {
  const announce = db.prepare(
    'INSERT INTO agent_announcements (merchant_code, published_at, titles, contents) VALUES (?, ?, ?, ?)',
  )
  for (const { daysAgo, title, content } of AGENT_ANNOUNCEMENTS) {
    announce.run(merchantCode, seededAt - daysAgo * DAY_MS, JSON.stringify(title), JSON.stringify(content))
  }
  const idOf = (/** @type {string} */ username) =>
    /** @type {number | undefined} */ (
      db
        .prepare('SELECT id FROM members WHERE merchant_code = ? AND username_key = ?')
        .pluck()
        .get(merchantCode, username)
    )
  const agent01 = idOf('agent01')
  const team01 = idOf('team01')
  if (agent01 === undefined || team01 === undefined) return
  signAgentTerms(db, agent01, seededAt, true)
  db.prepare("UPDATE members SET type = 1, affiliate_code = 'TEAM01' WHERE id = ?").run(team01)
  const since = seededAt - SIGNED_DAYS_AGO.daily * DAY_MS
  const tier = (/** @type {number} */ rateBp) => [{ minValidBetsMinor: 0, minActivePlayers: 1, rateBp }]
  signContract(db, { memberId: team01, kind: 'realtime', tiers: tier(60), at: since, offeredBy: agent01 })
  signContract(db, { memberId: team01, kind: 'daily', tiers: tier(50), at: since, offeredBy: agent01 })
  db.prepare(
    `INSERT INTO agent_contracts (member_id, offered_by, kind, tiers, status, created_at)
     VALUES (?, ?, 'dividend', ?, 'offered', ?)`,
  ).run(team01, agent01, JSON.stringify(tier(500)), seededAt - DAY_MS)

  const { hash, salt } = hashPasswordSync(randomBytes(24).toString('hex'))
  const insert = db.prepare(
    `INSERT INTO members (merchant_code, username, username_key, type, nickname, password_hash, password_salt,
       password_set_at, upline_id, affiliate_code, rank_level, avatar, registered_at, first_login_at, last_login_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?)`,
  )
  const member = (
    /** @type {string} */ username,
    /** @type {number} */ type,
    /** @type {number} */ upline,
  ) => {
    const registeredAt = seededAt - 20 * DAY_MS
    return Number(
      insert.run(
        merchantCode,
        username,
        username,
        type,
        username,
        hash,
        salt,
        registeredAt,
        upline,
        type === 1 ? username.toUpperCase() : null,
        (username.length % 8) + 1,
        registeredAt,
        registeredAt,
        seededAt - HOUR_MS,
      ).lastInsertRowid,
    )
  }
  const team11 = member('team11', 1, team01)
  signContract(db, { memberId: team11, kind: 'realtime', tiers: tier(30), at: since, offeredBy: team01 })
  const ids = {
    team12: member('team12', 0, team01),
    team21: member('team21', 0, team11),
    team22: member('team22', 0, team11),
  }
  for (const [username, bets] of Object.entries(LOWER_BETS)) {
    const memberId = ids[/** @type {keyof typeof ids} */ (username)]
    post(db, {
      memberId,
      amountMinor: 100_000,
      kind: 'deposit',
      ref: 'team-seed-deposit',
      at: seededAt - 11 * DAY_MS,
    })
    bets.forEach(([hoursAgo, stake, payout], index) => {
      const at = seededAt - hoursAgo * HOUR_MS
      post(db, { memberId, amountMinor: -stake, kind: 'bet', ref: `team-seed-bet-${index + 1}`, at })
      if (payout > 0)
        post(db, { memberId, amountMinor: payout, kind: 'payout', ref: `team-seed-bet-${index + 1}`, at })
    })
  }
}
