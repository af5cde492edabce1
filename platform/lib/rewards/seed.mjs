// @ts-check
// Each demo merchant's missions and raffles, written once when the merchant has none, so a platform whose
// store predates them gets them on its next start too.

/** @typedef {import('better-sqlite3').Database} Db */
/** @typedef {import('../i18n.mjs').LocalizedText} LocalizedText */

const DAY_MS = 24 * 60 * 60 * 1000

/** @returns {LocalizedText} */
const t = (/** @type {string[]} */ ...[EN, PT, ZH, ID, TH, VI]) =>
  /** @type {LocalizedText} */ ({ EN, PT, ZH, ID, TH, VI })

/** Targets are minor units for `wager`, counts otherwise; rewards are minor units. */
export const MISSION_SEEDS = [
  {
    kind: 'rounds',
    gameType: null,
    target: 5,
    period: 'daily',
    rewardMinor: 200,
    title: t(
      'Play 5 rounds today',
      'Jogue 5 rodadas hoje',
      '今天玩 5 局',
      'Mainkan 5 ronde hari ini',
      'เล่น 5 รอบวันนี้',
      'Chơi 5 ván hôm nay',
    ),
  },
  {
    kind: 'wager',
    gameType: 'RNG',
    target: 10_000,
    period: 'daily',
    rewardMinor: 500,
    title: t(
      'Wager 100.00 on slots today',
      'Aposte 100,00 em slots hoje',
      '今天在老虎机投注 100.00',
      'Bertaruh 100.00 di slot hari ini',
      'เดิมพันสล็อต 100.00 วันนี้',
      'Cược 100.00 vào slot hôm nay',
    ),
  },
  {
    kind: 'rounds',
    gameType: null,
    target: 20,
    period: 'weekly',
    rewardMinor: 300,
    title: t(
      'Play 20 rounds this week',
      'Jogue 20 rodadas nesta semana',
      '本周玩 20 局',
      'Mainkan 20 ronde minggu ini',
      'เล่น 20 รอบในสัปดาห์นี้',
      'Chơi 20 ván trong tuần này',
    ),
  },
  {
    kind: 'deposit',
    gameType: null,
    target: 1,
    period: 'once',
    rewardMinor: 1000,
    title: t(
      'Make a first deposit',
      'Faça um primeiro depósito',
      '完成首次存款',
      'Lakukan deposit pertama',
      'ฝากเงินครั้งแรก',
      'Nạp tiền lần đầu',
    ),
  },
  {
    kind: 'wager',
    gameType: 'INHOUSE',
    target: 5_000,
    period: 'weekly',
    rewardMinor: 400,
    title: t(
      'Wager 50.00 in house games this week',
      'Aposte 50,00 nos jogos da casa nesta semana',
      '本周在自营游戏投注 50.00',
      'Bertaruh 50.00 di game house minggu ini',
      'เดิมพันเกมของเว็บ 50.00 ในสัปดาห์นี้',
      'Cược 50.00 vào trò chơi nhà cái trong tuần này',
    ),
  },
]

const DAILY_DRAW = {
  title: t(
    'Daily cash draw',
    'Sorteio diário em dinheiro',
    '每日现金抽奖',
    'Undian tunai harian',
    'จับรางวัลเงินสดรายวัน',
    'Bốc thăm tiền mặt hằng ngày',
  ),
  content: t(
    'Wager 10.00 today, join the draw, and five players win 10.00 each at midnight.',
    'Aposte 10,00 hoje, participe do sorteio e cinco jogadores ganham 10,00 cada à meia-noite.',
    '今天投注 10.00 即可参加抽奖，午夜抽出五位玩家各得 10.00。',
    'Bertaruh 10.00 hari ini, ikut undian, dan lima pemain masing-masing menang 10.00 pada tengah malam.',
    'เดิมพัน 10.00 วันนี้ เข้าร่วมการจับรางวัล ผู้เล่นห้าคนรับคนละ 10.00 ตอนเที่ยงคืน',
    'Cược 10.00 hôm nay, tham gia bốc thăm, năm người chơi mỗi người nhận 10.00 lúc nửa đêm.',
  ),
}

/**
 * @param {Db} db
 * @param {string} merchantCode
 * @param {number} now
 */
function seedMerchant(db, merchantCode, now) {
  const insertMission = db.prepare(
    `INSERT INTO missions (merchant_code, sequence, kind, game_type, target, period, reward_minor, titles)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  MISSION_SEEDS.forEach((mission, index) =>
    insertMission.run(
      merchantCode,
      index + 1,
      mission.kind,
      mission.gameType,
      mission.target,
      mission.period,
      mission.rewardMinor,
      JSON.stringify(mission.title),
    ),
  )
  const weekly = /** @type {number | undefined} */ (
    db
      .prepare(
        "SELECT id FROM promotions WHERE merchant_code = ? AND promotion_type = 'RAFFLE' ORDER BY sequence LIMIT 1",
      )
      .pluck()
      .get(merchantCode)
  )
  const sequence = /** @type {number} */ (
    db
      .prepare('SELECT COALESCE(MAX(sequence), 0) + 1 FROM promotions WHERE merchant_code = ?')
      .pluck()
      .get(merchantCode)
  )
  const daily = Number(
    db
      .prepare(
        `INSERT INTO promotions (merchant_code, category, promotion_type, sequence, start_at, end_at, hue,
           image_count, titles, contents)
         VALUES (?, 'tournament', 'RAFFLE', ?, ?, ?, 48, 1, ?, ?)`,
      )
      .run(
        merchantCode,
        sequence,
        now - DAY_MS,
        now + 365 * DAY_MS,
        JSON.stringify(DAILY_DRAW.title),
        JSON.stringify(DAILY_DRAW.content),
      ).lastInsertRowid,
  )
  const insertRaffle = db.prepare(
    `INSERT INTO raffles (promotion_id, merchant_code, cadence, min_wager_minor, winners, prize_minor)
     VALUES (?, ?, ?, ?, ?, ?)`,
  )
  if (weekly !== undefined) insertRaffle.run(weekly, merchantCode, 'weekly', 10_000, 3, 5_000)
  insertRaffle.run(daily, merchantCode, 'daily', 1_000, 5, 1_000)
}

/**
 * @param {Db} db
 * @param {string[]} merchantCodes
 * @param {number} now
 */
export function seedRewards(db, merchantCodes, now) {
  const has = db.prepare('SELECT 1 FROM missions WHERE merchant_code = ? LIMIT 1')
  db.transaction(() => {
    for (const code of merchantCodes) if (!has.get(code)) seedMerchant(db, code, now)
  })()
}
