// @ts-check
// The platform inbox (the member centre's "platform messages"). The contract names only
// CSP_unreadCount; the list and read calls and their bodies are this platform's decision
// (docs/platform.md, "Member centre records and inbox"). Standing messages are delivered when a
// member's inbox is first read: a welcome, and one note per sign-up bonus credited to the ledger.

/** @typedef {import('better-sqlite3').Database} Db */
/** @typedef {import('./i18n.mjs').LocalizedText} LocalizedText */

/** @type {{ version: number, name: string, sql: string }[]} */
export const INBOX_MIGRATIONS = [
  {
    version: 300,
    name: 'member-inbox',
    sql: `
      CREATE TABLE member_messages (
        id INTEGER PRIMARY KEY,
        member_id INTEGER NOT NULL REFERENCES members(id),
        template TEXT NOT NULL,
        ref TEXT NOT NULL DEFAULT '',
        params TEXT NOT NULL DEFAULT '{}',
        created_at INTEGER NOT NULL,
        read_at INTEGER,
        UNIQUE (member_id, template, ref)
      );
      CREATE INDEX member_messages_member ON member_messages(member_id, created_at DESC, id DESC);
    `,
  },
]

/** Account types that never get messages: trial (free play) accounts. */
const NO_INBOX_TYPES = new Set([4])

/**
 * Localized title and body of each standing message; `{name}` placeholders are filled from params.
 * @type {Record<string, { title: LocalizedText, content: LocalizedText }>}
 */
export const MESSAGE_TEMPLATES = {
  welcome: {
    title: {
      EN: 'Welcome to {brand}',
      PT: 'Bem-vindo(a) à {brand}',
      ZH: '欢迎来到{brand}',
      ID: 'Selamat datang di {brand}',
      TH: 'ยินดีต้อนรับสู่ {brand}',
      VI: 'Chào mừng đến với {brand}',
    },
    content: {
      EN: 'Your account {account} is ready. Your records, messages and account settings are all in the member centre. Play responsibly: set yourself limits and take breaks.',
      PT: 'Sua conta {account} está pronta. Seus registros, mensagens e configurações da conta estão na central do membro. Jogue com responsabilidade: defina limites e faça pausas.',
      ZH: '您的账户 {account} 已开通。您的记录、消息和账户设置都在会员中心。请理性娱乐：为自己设定限额并适时休息。',
      ID: 'Akun Anda {account} sudah siap. Riwayat, pesan, dan pengaturan akun Anda ada di pusat anggota. Bermainlah secara bertanggung jawab: tetapkan batas dan beristirahatlah.',
      TH: 'บัญชี {account} ของคุณพร้อมใช้งานแล้ว ประวัติ ข้อความ และการตั้งค่าบัญชีทั้งหมดอยู่ในศูนย์สมาชิก โปรดเล่นอย่างรับผิดชอบ: กำหนดขีดจำกัดและพักเป็นระยะ',
      VI: 'Tài khoản {account} của bạn đã sẵn sàng. Lịch sử, tin nhắn và cài đặt tài khoản đều nằm trong trung tâm thành viên. Hãy chơi có trách nhiệm: đặt giới hạn và nghỉ ngơi hợp lý.',
    },
  },
  signup_bonus: {
    title: {
      EN: 'Sign-up bonus credited',
      PT: 'Bônus de cadastro creditado',
      ZH: '注册奖金已到账',
      ID: 'Bonus pendaftaran telah dikreditkan',
      TH: 'ได้รับโบนัสสมัครสมาชิกแล้ว',
      VI: 'Đã cộng thưởng đăng ký',
    },
    content: {
      EN: '{amount} has been added to your balance as a sign-up bonus. You can see it in your account record.',
      PT: '{amount} foi adicionado ao seu saldo como bônus de cadastro. Você pode conferir no registro da conta.',
      ZH: '{amount} 已作为注册奖金存入您的余额。您可以在账户记录中查看。',
      ID: '{amount} telah ditambahkan ke saldo Anda sebagai bonus pendaftaran. Anda dapat melihatnya di riwayat akun.',
      TH: '{amount} ถูกเพิ่มเข้ายอดเงินของคุณเป็นโบนัสสมัครสมาชิก ดูได้ในประวัติบัญชี',
      VI: '{amount} đã được cộng vào số dư của bạn làm thưởng đăng ký. Bạn có thể xem trong lịch sử tài khoản.',
    },
  },
  withdraw_paid: {
    title: {
      EN: 'Withdrawal paid',
      PT: 'Saque pago',
      ZH: '提款已支付',
      ID: 'Penarikan telah dibayar',
      TH: 'จ่ายเงินถอนแล้ว',
      VI: 'Đã chi trả lệnh rút tiền',
    },
    content: {
      EN: 'Your withdrawal {order} of {amount} was approved and paid to your bank account.',
      PT: 'Seu saque {order} de {amount} foi aprovado e pago na sua conta bancária.',
      ZH: '您的提款 {order}（{amount}）已审核通过并支付到您的银行账户。',
      ID: 'Penarikan Anda {order} sebesar {amount} telah disetujui dan dibayarkan ke rekening bank Anda.',
      TH: 'รายการถอน {order} จำนวน {amount} ได้รับการอนุมัติและโอนเข้าบัญชีธนาคารของคุณแล้ว',
      VI: 'Lệnh rút {order} số tiền {amount} đã được duyệt và chuyển vào tài khoản ngân hàng của bạn.',
    },
  },
  withdraw_rejected: {
    title: {
      EN: 'Withdrawal rejected',
      PT: 'Saque recusado',
      ZH: '提款被拒绝',
      ID: 'Penarikan ditolak',
      TH: 'รายการถอนถูกปฏิเสธ',
      VI: 'Lệnh rút tiền bị từ chối',
    },
    content: {
      EN: 'Your withdrawal {order} of {amount} was rejected: {reason}. The amount is back in your balance.',
      PT: 'Seu saque {order} de {amount} foi recusado: {reason}. O valor voltou para o seu saldo.',
      ZH: '您的提款 {order}（{amount}）被拒绝：{reason}。该金额已退回您的余额。',
      ID: 'Penarikan Anda {order} sebesar {amount} ditolak: {reason}. Jumlah tersebut telah kembali ke saldo Anda.',
      TH: 'รายการถอน {order} จำนวน {amount} ถูกปฏิเสธ: {reason} ยอดเงินได้คืนเข้าบัญชีของคุณแล้ว',
      VI: 'Lệnh rút {order} số tiền {amount} đã bị từ chối: {reason}. Số tiền đã được hoàn lại vào số dư của bạn.',
    },
  },
  promotion_bonus: {
    title: {
      EN: 'Bonus credited',
      PT: 'Bônus creditado',
      ZH: '奖金已到账',
      ID: 'Bonus telah dikreditkan',
      TH: 'ได้รับโบนัสแล้ว',
      VI: 'Đã cộng tiền thưởng',
    },
    content: {
      EN: '{amount} has been added to your balance as a bonus. Place valid bets of {turnover} to withdraw it; the bonus details show its progress and deadline.',
      PT: '{amount} foi adicionado ao seu saldo como bônus. Faça apostas válidas de {turnover} para poder sacá-lo; os detalhes de bônus mostram o progresso e o prazo.',
      ZH: '{amount} 已作为奖金存入您的余额。完成 {turnover} 的有效投注后即可提款；奖金详情中可查看进度和截止时间。',
      ID: '{amount} telah ditambahkan ke saldo Anda sebagai bonus. Pasang taruhan valid sebesar {turnover} untuk menariknya; detail bonus menunjukkan progres dan batas waktunya.',
      TH: '{amount} ถูกเพิ่มเข้ายอดเงินของคุณเป็นโบนัส วางเดิมพันที่นับได้ให้ครบ {turnover} เพื่อถอน ดูความคืบหน้าและกำหนดเวลาได้ในรายละเอียดโบนัส',
      VI: '{amount} đã được cộng vào số dư của bạn làm tiền thưởng. Đặt cược hợp lệ đủ {turnover} để rút; chi tiết tiền thưởng hiển thị tiến độ và hạn chót.',
    },
  },
  cashback_credited: {
    title: {
      EN: 'Weekly cashback credited',
      PT: 'Cashback semanal creditado',
      ZH: '每周返水已到账',
      ID: 'Cashback mingguan telah dikreditkan',
      TH: 'ได้รับเงินคืนรายสัปดาห์แล้ว',
      VI: 'Đã cộng hoàn tiền hàng tuần',
    },
    content: {
      EN: '{amount} cashback on your net losses of the week starting {period} has been added to your balance. No wagering is required.',
      PT: '{amount} de cashback sobre suas perdas líquidas da semana iniciada em {period} foi adicionado ao seu saldo. Sem rollover.',
      ZH: '您自 {period} 起一周的净亏损返水 {amount} 已存入您的余额，无需流水。',
      ID: 'Cashback {amount} atas kerugian bersih Anda pada minggu yang dimulai {period} telah ditambahkan ke saldo Anda. Tanpa syarat taruhan.',
      TH: 'เงินคืน {amount} จากยอดเสียสุทธิของสัปดาห์ที่เริ่ม {period} ถูกเพิ่มเข้ายอดเงินของคุณแล้ว ไม่ต้องทำเทิร์น',
      VI: 'Hoàn tiền {amount} cho khoản thua ròng của tuần bắt đầu {period} đã được cộng vào số dư của bạn. Không yêu cầu cược.',
    },
  },
  bonus_expired: {
    title: {
      EN: 'Bonus expired',
      PT: 'Bônus expirado',
      ZH: '奖金已过期',
      ID: 'Bonus kedaluwarsa',
      TH: 'โบนัสหมดอายุ',
      VI: 'Tiền thưởng đã hết hạn',
    },
    content: {
      EN: 'The wagering of your bonus of {amount} was not met by its deadline, so the bonus has expired and {forfeited} was taken from your balance.',
      PT: 'O rollover do seu bônus de {amount} não foi cumprido até o prazo, então o bônus expirou e {forfeited} foi retirado do seu saldo.',
      ZH: '您 {amount} 奖金的流水要求未在截止前完成，奖金已过期，已从您的余额中扣除 {forfeited}。',
      ID: 'Syarat taruhan bonus Anda sebesar {amount} tidak terpenuhi sebelum batas waktunya, sehingga bonus kedaluwarsa dan {forfeited} diambil dari saldo Anda.',
      TH: 'คุณทำเทิร์นของโบนัส {amount} ไม่ครบภายในกำหนด โบนัสจึงหมดอายุและหัก {forfeited} ออกจากยอดเงินของคุณ',
      VI: 'Yêu cầu cược của tiền thưởng {amount} chưa hoàn thành trước hạn chót, nên tiền thưởng đã hết hạn và {forfeited} đã bị trừ khỏi số dư của bạn.',
    },
  },
  free_spins_granted: {
    title: {
      EN: 'Free spins ready',
      PT: 'Giros grátis liberados',
      ZH: '免费旋转已到账',
      ID: 'Putaran gratis siap',
      TH: 'ฟรีสปินพร้อมแล้ว',
      VI: 'Vòng quay miễn phí đã sẵn sàng',
    },
    content: {
      EN: '{spins} free spins are waiting for you on {game}. Open the game to play them; winnings go to your balance.',
      PT: '{spins} giros grátis esperam por você em {game}. Abra o jogo para jogá-los; os ganhos vão para o seu saldo.',
      ZH: '{game} 中有 {spins} 次免费旋转等您使用。打开游戏即可游玩，奖金将存入您的余额。',
      ID: '{spins} putaran gratis menunggu Anda di {game}. Buka gim untuk memainkannya; kemenangan masuk ke saldo Anda.',
      TH: 'ฟรี {spins} สปินรอคุณอยู่ใน {game} เปิดเกมเพื่อเล่น เงินรางวัลจะเข้ายอดเงินของคุณ',
      VI: '{spins} vòng quay miễn phí đang chờ bạn ở {game}. Mở trò chơi để quay; tiền thắng được cộng vào số dư của bạn.',
    },
  },
}

/**
 * @param {string} text
 * @param {Record<string, string>} params
 */
function fill(text, params) {
  return text.replace(/\{(\w+)\}/g, (whole, name) => params[name] ?? whole)
}

/** Number formats of the inbox's languages. */
const NUMBER_LOCALES = { EN: 'en', PT: 'pt-BR', ZH: 'zh-CN', ID: 'id-ID', TH: 'th-TH', VI: 'vi-VN' }

/**
 * An amount as the inbox writes it: the currency symbol and the major units with the currency's
 * decimals, in the reader's number format.
 * @param {number} amountMinor
 * @param {{ symbol: string, minorDigits: number }} currency
 * @param {string} language
 */
export function formatAmount(amountMinor, currency, language) {
  const locale = NUMBER_LOCALES[/** @type {keyof typeof NUMBER_LOCALES} */ (language)] ?? 'en'
  const digits = currency.minorDigits
  const number = new Intl.NumberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  })
  return `${currency.symbol} ${number.format(amountMinor / 10 ** digits)}`
}

/**
 * Delivers the standing messages a member has not received yet; safe to call on every inbox read.
 * @param {Db} db
 * @param {{ id: number, type: number, registered_at: number }} member
 */
export function deliverStandingMessages(db, member) {
  if (NO_INBOX_TYPES.has(member.type)) return
  const insert = db.prepare(
    `INSERT OR IGNORE INTO member_messages (member_id, template, ref, params, created_at)
     VALUES (?, ?, ?, ?, ?)`,
  )
  db.transaction(() => {
    insert.run(member.id, 'welcome', '', '{}', member.registered_at)
    const bonuses = /** @type {{ id: number, amount_minor: number, created_at: number }[]} */ (
      db
        .prepare(
          "SELECT id, amount_minor, created_at FROM ledger WHERE member_id = ? AND kind = 'signup_bonus' ORDER BY id",
        )
        .all(member.id)
    )
    for (const bonus of bonuses) {
      insert.run(
        member.id,
        'signup_bonus',
        String(bonus.id),
        JSON.stringify({ amountMinor: bonus.amount_minor }),
        bonus.created_at,
      )
    }
  })()
}

/**
 * @typedef {object} MessageRow
 * @property {number} id
 * @property {string} template
 * @property {string} params
 * @property {number} created_at
 * @property {number | null} read_at
 */

/**
 * A stored message in the caller's language.
 * @param {MessageRow} row
 * @param {{ language: string, brandName: string, account: string, currency: { symbol: string, minorDigits: number } }} context
 */
export function renderMessage(row, { language, brandName, account, currency }) {
  const template = MESSAGE_TEMPLATES[row.template]
  /** @type {Record<string, unknown>} */
  let stored = {}
  try {
    stored = JSON.parse(row.params)
  } catch {
    stored = {}
  }
  const params = {
    brand: brandName,
    account,
    amount:
      typeof stored.amountMinor === 'number' ? formatAmount(stored.amountMinor, currency, language) : '',
    order: typeof stored.orderId === 'string' ? stored.orderId : '',
    reason: typeof stored.reason === 'string' ? stored.reason : '',
    turnover:
      typeof stored.turnoverMinor === 'number' ? formatAmount(stored.turnoverMinor, currency, language) : '',
    forfeited:
      typeof stored.forfeitedMinor === 'number'
        ? formatAmount(stored.forfeitedMinor, currency, language)
        : '',
    period: typeof stored.period === 'string' ? stored.period : '',
    spins: typeof stored.spins === 'number' ? String(stored.spins) : '',
    game: typeof stored.game === 'string' ? stored.game : '',
  }
  const pick = (/** @type {LocalizedText | undefined} */ texts) =>
    texts ? fill(texts[/** @type {keyof LocalizedText} */ (language)] ?? texts.EN, params) : ''
  return {
    id: String(row.id),
    title: pick(template?.title),
    content: pick(template?.content),
    time: row.created_at,
    read: row.read_at !== null,
  }
}

/**
 * Leaves a message in a member's inbox, inside the caller's transaction; a second one with the same
 * template and ref is ignored, so a repeated run sends it once.
 * @param {Db} db
 * @param {{ memberId: number, template: keyof typeof MESSAGE_TEMPLATES, ref: string, params: Record<string, unknown>, at: number }} message
 */
export function sendMessage(db, { memberId, template, ref, params, at }) {
  db.prepare(
    `INSERT OR IGNORE INTO member_messages (member_id, template, ref, params, created_at)
     VALUES (?, ?, ?, ?, ?)`,
  ).run(memberId, template, ref, JSON.stringify(params), at)
}
