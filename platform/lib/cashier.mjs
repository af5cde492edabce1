// @ts-check
// The cashier: deposit orders paid through a sandbox payment page, the payment password, bank accounts
// and withdrawal orders. The contract publishes none of it; docs/platform.md ("Cashier") records what
// this platform decided. Money is integer minor units; every movement is one ledger entry written in
// the same transaction as the order's change of state.
import { randomBytes, scryptSync } from 'node:crypto'

import { hashPassword, randomString, verifyPassword } from './crypto.mjs'
import { ApiError } from './http.mjs'
import { InsufficientFundsError, post } from './ledger.mjs'

/** @typedef {import('better-sqlite3').Database} Db */
/** @typedef {import('./merchants.mjs').Merchant} Merchant */
/** @typedef {import('./i18n.mjs').LocalizedText} LocalizedText */

const MINUTE_MS = 60 * 1000

export const DEPOSIT_TTL_MS = 15 * MINUTE_MS
/** Unpaid, unexpired deposit orders a member may hold at once. */
export const MAX_OPEN_DEPOSITS = 5
export const MAX_BANK_ACCOUNTS = 3
/** Wrong payment passwords in a row that lock withdrawals, and for how long. */
export const PAYMENT_PASSWORD_MAX_FAILURES = 5
export const PAYMENT_PASSWORD_LOCK_MS = 15 * MINUTE_MS

/** @type {{ version: number, name: string, sql: string }[]} */
export const CASHIER_MIGRATIONS = [
  {
    version: 400,
    name: 'cashier',
    sql: `
      CREATE TABLE deposit_orders (
        id TEXT PRIMARY KEY,
        member_id INTEGER NOT NULL REFERENCES members(id),
        merchant_code TEXT NOT NULL,
        method TEXT NOT NULL,
        amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
        status TEXT NOT NULL CHECK (status IN ('pending', 'paid', 'expired')),
        language TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        paid_at INTEGER,
        ledger_id INTEGER REFERENCES ledger(id)
      );
      CREATE INDEX deposit_orders_member ON deposit_orders(member_id, created_at);

      CREATE TABLE payment_passwords (
        member_id INTEGER PRIMARY KEY REFERENCES members(id),
        hash TEXT NOT NULL,
        salt TEXT NOT NULL,
        set_at INTEGER NOT NULL,
        failed_attempts INTEGER NOT NULL DEFAULT 0,
        locked_until INTEGER
      );

      CREATE TABLE bank_accounts (
        id INTEGER PRIMARY KEY,
        member_id INTEGER NOT NULL REFERENCES members(id),
        bank_code TEXT NOT NULL,
        account_number TEXT NOT NULL,
        holder_name TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        UNIQUE (member_id, bank_code, account_number)
      );

      CREATE TABLE withdraw_orders (
        id TEXT PRIMARY KEY,
        member_id INTEGER NOT NULL REFERENCES members(id),
        merchant_code TEXT NOT NULL,
        bank_account_id INTEGER NOT NULL REFERENCES bank_accounts(id),
        amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
        status TEXT NOT NULL CHECK (status IN ('pending', 'paid', 'rejected', 'cancelled')),
        created_at INTEGER NOT NULL,
        decided_at INTEGER,
        reason TEXT,
        ledger_id INTEGER NOT NULL REFERENCES ledger(id),
        refund_ledger_id INTEGER REFERENCES ledger(id)
      );
      CREATE INDEX withdraw_orders_member ON withdraw_orders(member_id, created_at);
    `,
  },
]

/**
 * @typedef {object} DepositMethod
 * @property {string} code
 * @property {'qr' | 'bank'} kind `qr`: scan and pay; `bank`: a transfer to the payee with the reference
 * @property {number} minMinor
 * @property {number} maxMinor
 * @property {number[]} presetsMinor
 * @property {{ bankName: string, accountNumber: string, holderName: string }} [payee]
 */

/** Deposit methods by currency, in the order the cashier offers them. */
/** @type {Record<string, DepositMethod[]>} */
export const DEPOSIT_METHODS = {
  BRL: [
    {
      code: 'PIX',
      kind: 'qr',
      minMinor: 1_000,
      maxMinor: 5_000_000,
      presetsMinor: [2_000, 5_000, 10_000, 20_000, 50_000, 100_000],
    },
    {
      code: 'BANK',
      kind: 'bank',
      minMinor: 5_000,
      maxMinor: 10_000_000,
      presetsMinor: [10_000, 20_000, 50_000, 100_000, 200_000, 500_000],
      payee: {
        bankName: 'Banco Solara S.A.',
        accountNumber: '0001 / 98765-4',
        holderName: 'Solara Pagamentos LTDA',
      },
    },
  ],
  USD: [
    {
      code: 'EWALLET',
      kind: 'qr',
      minMinor: 1_000,
      maxMinor: 500_000,
      presetsMinor: [1_000, 2_000, 5_000, 10_000, 20_000, 50_000],
    },
    {
      code: 'BANK',
      kind: 'bank',
      minMinor: 5_000,
      maxMinor: 2_000_000,
      presetsMinor: [5_000, 10_000, 20_000, 50_000, 100_000, 200_000],
      payee: {
        bankName: 'Verdant Trust Bank',
        accountNumber: '7700-1234-5566',
        holderName: 'Verdant Club Ltd',
      },
    },
  ],
}

/** Withdrawal bounds by currency. */
/** @type {Record<string, { minMinor: number, maxMinor: number }>} */
export const WITHDRAW_LIMITS = {
  BRL: { minMinor: 2_000, maxMinor: 5_000_000 },
  USD: { minMinor: 1_000, maxMinor: 1_000_000 },
}

/** Banks a member may withdraw to, by currency. */
/** @type {Record<string, { code: string, name: string }[]>} */
export const BANKS = {
  BRL: [
    { code: '001', name: 'Banco do Brasil' },
    { code: '104', name: 'Caixa Econômica Federal' },
    { code: '237', name: 'Bradesco' },
    { code: '260', name: 'Nubank' },
    { code: '341', name: 'Itaú Unibanco' },
    { code: '033', name: 'Santander' },
  ],
  USD: [
    { code: 'BBL', name: 'Bangkok Bank' },
    { code: 'KBANK', name: 'Kasikornbank' },
    { code: 'VCB', name: 'Vietcombank' },
    { code: 'BDO', name: 'BDO Unibank' },
    { code: 'MBB', name: 'Maybank' },
  ],
}

/** @type {Record<string, LocalizedText>} */
const MESSAGES = {
  'cashier.amount.invalid': {
    EN: 'Enter a valid amount.',
    PT: 'Informe um valor válido.',
    ZH: '请输入有效金额。',
    ID: 'Masukkan jumlah yang valid.',
    TH: 'กรุณากรอกจำนวนเงินที่ถูกต้อง',
    VI: 'Vui lòng nhập số tiền hợp lệ.',
  },
  'cashier.amount.below.min': {
    EN: 'The amount is below the minimum.',
    PT: 'O valor está abaixo do mínimo.',
    ZH: '金额低于最低限额。',
    ID: 'Jumlah di bawah batas minimum.',
    TH: 'จำนวนเงินต่ำกว่าขั้นต่ำ',
    VI: 'Số tiền thấp hơn mức tối thiểu.',
  },
  'cashier.amount.above.max': {
    EN: 'The amount is above the maximum.',
    PT: 'O valor está acima do máximo.',
    ZH: '金额超过最高限额。',
    ID: 'Jumlah melebihi batas maksimum.',
    TH: 'จำนวนเงินสูงกว่าขั้นสูงสุด',
    VI: 'Số tiền vượt quá mức tối đa.',
  },
  'cashier.balance.insufficient': {
    EN: 'Your balance does not cover this amount.',
    PT: 'Seu saldo não cobre este valor.',
    ZH: '余额不足。',
    ID: 'Saldo Anda tidak mencukupi.',
    TH: 'ยอดเงินของคุณไม่เพียงพอ',
    VI: 'Số dư của bạn không đủ.',
  },
  'cashier.method.invalid': {
    EN: 'This payment method is not available.',
    PT: 'Este método de pagamento não está disponível.',
    ZH: '该支付方式不可用。',
    ID: 'Metode pembayaran ini tidak tersedia.',
    TH: 'ไม่มีช่องทางการชำระเงินนี้',
    VI: 'Phương thức thanh toán này không khả dụng.',
  },
  'cashier.deposit.too.many.open': {
    EN: 'You already have several unpaid deposits. Pay one or let it expire first.',
    PT: 'Você já tem vários depósitos não pagos. Pague um ou aguarde expirar.',
    ZH: '您有多笔未支付的充值订单，请先支付或等待过期。',
    ID: 'Anda punya beberapa deposit belum dibayar. Bayar salah satu atau tunggu kedaluwarsa.',
    TH: 'คุณมีรายการฝากที่ยังไม่ชำระหลายรายการ กรุณาชำระหรือรอให้หมดอายุก่อน',
    VI: 'Bạn có nhiều lệnh nạp chưa thanh toán. Hãy thanh toán hoặc chờ hết hạn.',
  },
  'cashier.order.not.found': {
    EN: 'This order does not exist.',
    PT: 'Este pedido não existe.',
    ZH: '订单不存在。',
    ID: 'Pesanan ini tidak ada.',
    TH: 'ไม่พบรายการนี้',
    VI: 'Lệnh này không tồn tại.',
  },
  'cashier.order.expired': {
    EN: 'This order has expired.',
    PT: 'Este pedido expirou.',
    ZH: '订单已过期。',
    ID: 'Pesanan ini telah kedaluwarsa.',
    TH: 'รายการนี้หมดอายุแล้ว',
    VI: 'Lệnh này đã hết hạn.',
  },
  'cashier.order.not.pending': {
    EN: 'This order is no longer pending.',
    PT: 'Este pedido não está mais pendente.',
    ZH: '订单已处理。',
    ID: 'Pesanan ini tidak lagi tertunda.',
    TH: 'รายการนี้ไม่อยู่ในสถานะรอดำเนินการแล้ว',
    VI: 'Lệnh này không còn ở trạng thái chờ.',
  },
  'cashier.payment.password.required': {
    EN: 'Set a payment password first.',
    PT: 'Defina primeiro uma senha de pagamento.',
    ZH: '请先设置支付密码。',
    ID: 'Atur kata sandi pembayaran terlebih dahulu.',
    TH: 'กรุณาตั้งรหัสผ่านการชำระเงินก่อน',
    VI: 'Vui lòng đặt mật khẩu thanh toán trước.',
  },
  'cashier.payment.password.exists': {
    EN: 'A payment password is already set.',
    PT: 'Uma senha de pagamento já está definida.',
    ZH: '支付密码已设置。',
    ID: 'Kata sandi pembayaran sudah diatur.',
    TH: 'ตั้งรหัสผ่านการชำระเงินไว้แล้ว',
    VI: 'Mật khẩu thanh toán đã được đặt.',
  },
  'cashier.payment.password.weak': {
    EN: 'Choose a payment password that is not a run or a repeat of one digit.',
    PT: 'Escolha uma senha de pagamento que não seja uma sequência nem um dígito repetido.',
    ZH: '支付密码不能是连续或重复的数字。',
    ID: 'Pilih kata sandi pembayaran yang bukan urutan atau angka berulang.',
    TH: 'รหัสผ่านการชำระเงินต้องไม่เป็นตัวเลขเรียงกันหรือซ้ำกัน',
    VI: 'Mật khẩu thanh toán không được là dãy liên tiếp hoặc lặp một chữ số.',
  },
  'cashier.payment.password.invalid': {
    EN: 'The payment password is wrong.',
    PT: 'A senha de pagamento está incorreta.',
    ZH: '支付密码错误。',
    ID: 'Kata sandi pembayaran salah.',
    TH: 'รหัสผ่านการชำระเงินไม่ถูกต้อง',
    VI: 'Mật khẩu thanh toán không đúng.',
  },
  'cashier.payment.password.locked': {
    EN: 'Too many wrong payment passwords. Withdrawals are locked for a while.',
    PT: 'Muitas senhas de pagamento incorretas. Os saques estão bloqueados por um tempo.',
    ZH: '支付密码错误次数过多，提现已暂时锁定。',
    ID: 'Terlalu banyak kata sandi pembayaran salah. Penarikan dikunci sementara.',
    TH: 'ใส่รหัสผ่านการชำระเงินผิดหลายครั้ง การถอนถูกล็อกชั่วคราว',
    VI: 'Nhập sai mật khẩu thanh toán quá nhiều lần. Rút tiền tạm thời bị khóa.',
  },
  'cashier.login.password.invalid': {
    EN: 'The login password is wrong.',
    PT: 'A senha de acesso está incorreta.',
    ZH: '登录密码错误。',
    ID: 'Kata sandi masuk salah.',
    TH: 'รหัสผ่านเข้าสู่ระบบไม่ถูกต้อง',
    VI: 'Mật khẩu đăng nhập không đúng.',
  },
  'cashier.bank.invalid': {
    EN: 'Choose a bank from the list.',
    PT: 'Escolha um banco da lista.',
    ZH: '请从列表中选择银行。',
    ID: 'Pilih bank dari daftar.',
    TH: 'กรุณาเลือกธนาคารจากรายการ',
    VI: 'Vui lòng chọn ngân hàng trong danh sách.',
  },
  'cashier.bank.account.limit': {
    EN: 'You cannot add more bank accounts.',
    PT: 'Você não pode adicionar mais contas bancárias.',
    ZH: '银行账户数量已达上限。',
    ID: 'Anda tidak dapat menambah rekening bank lagi.',
    TH: 'ไม่สามารถเพิ่มบัญชีธนาคารได้อีก',
    VI: 'Bạn không thể thêm tài khoản ngân hàng nữa.',
  },
  'cashier.bank.account.exists': {
    EN: 'This bank account is already added.',
    PT: 'Esta conta bancária já foi adicionada.',
    ZH: '该银行账户已添加。',
    ID: 'Rekening bank ini sudah ditambahkan.',
    TH: 'เพิ่มบัญชีธนาคารนี้แล้ว',
    VI: 'Tài khoản ngân hàng này đã được thêm.',
  },
  'cashier.bank.account.not.found': {
    EN: 'Choose one of your bank accounts.',
    PT: 'Escolha uma das suas contas bancárias.',
    ZH: '请选择您的银行账户。',
    ID: 'Pilih salah satu rekening bank Anda.',
    TH: 'กรุณาเลือกบัญชีธนาคารของคุณ',
    VI: 'Vui lòng chọn một tài khoản ngân hàng của bạn.',
  },
}

/**
 * A cashier refusal in the caller's language.
 * @param {number} status
 * @param {keyof typeof MESSAGES} errorCode
 * @param {string} language
 * @param {{ value?: unknown, headers?: Record<string, string> }} [details]
 */
export function cashierError(status, errorCode, language, details = {}) {
  const texts = MESSAGES[errorCode]
  const message = texts?.[/** @type {keyof LocalizedText} */ (language)] ?? texts?.EN
  return new ApiError(status, errorCode, { ...details, message })
}

/**
 * Parses an amount in major units, sent as a number or a decimal string, into exact minor units.
 * Strings are read digit by digit, so `0.1 + 0.2` style float errors cannot creep in.
 * @param {unknown} value
 * @param {number} minorDigits
 * @returns {number | null} null when it is not a positive amount with at most `minorDigits` decimals
 */
export function parseAmount(value, minorDigits) {
  let text = ''
  if (typeof value === 'number' && Number.isFinite(value)) {
    text = value
      .toFixed(Math.max(minorDigits, 0) + 2)
      .replace(/0+$/, '')
      .replace(/\.$/, '')
  } else if (typeof value === 'string') {
    text = value.trim()
  } else {
    return null
  }
  const match = /^(\d{1,12})(?:\.(\d+))?$/.exec(text)
  if (!match) return null
  const fraction = match[2] ?? ''
  if (fraction.replace(/0+$/, '').length > minorDigits) return null
  const minor =
    Number(match[1]) * 10 ** minorDigits +
    Number(fraction.padEnd(minorDigits, '0').slice(0, minorDigits) || 0)
  return Number.isSafeInteger(minor) && minor > 0 ? minor : null
}

/**
 * @param {number} minor
 * @param {number} minorDigits
 */
export function major(minor, minorDigits) {
  return minor / 10 ** minorDigits
}

/**
 * Checks an amount against bounds and answers it in minor units.
 * @param {unknown} value
 * @param {{ minMinor: number, maxMinor: number }} bounds
 * @param {Merchant} merchant
 * @param {string} language
 */
export function checkedAmount(value, bounds, merchant, language) {
  const digits = merchant.currency.minorDigits
  const minor = parseAmount(value, digits)
  if (minor === null)
    throw cashierError(400, 'cashier.amount.invalid', language, { value: { field: 'amount' } })
  if (minor < bounds.minMinor) {
    throw cashierError(400, 'cashier.amount.below.min', language, {
      value: { field: 'amount', minAmount: major(bounds.minMinor, digits) },
    })
  }
  if (minor > bounds.maxMinor) {
    throw cashierError(400, 'cashier.amount.above.max', language, {
      value: { field: 'amount', maxAmount: major(bounds.maxMinor, digits) },
    })
  }
  return minor
}

const ORDER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** @param {'DP' | 'WD'} prefix */
export function newOrderId(prefix) {
  return `${prefix}${randomString(12, ORDER_ALPHABET)}`
}

/** @param {Merchant} merchant */
export function depositMethodsOf(merchant) {
  return DEPOSIT_METHODS[merchant.currency.code] ?? []
}

/** @param {Merchant} merchant */
export function withdrawLimitsOf(merchant) {
  return WITHDRAW_LIMITS[merchant.currency.code] ?? { minMinor: 100, maxMinor: 1_000_000 }
}

/** @param {Merchant} merchant */
export function banksOf(merchant) {
  return BANKS[merchant.currency.code] ?? []
}

/**
 * @typedef {object} DepositRow
 * @property {string} id
 * @property {number} member_id
 * @property {string} merchant_code
 * @property {string} method
 * @property {number} amount_minor
 * @property {'pending' | 'paid' | 'expired'} status
 * @property {string} language
 * @property {number} created_at
 * @property {number} expires_at
 * @property {number | null} paid_at
 */

/**
 * Marks the member's (or, without a member, every) unpaid orders past their expiry as expired.
 * @param {Db} db
 * @param {number} now
 * @param {number} [memberId]
 */
export function expireDeposits(db, now, memberId) {
  if (memberId === undefined) {
    db.prepare(
      "UPDATE deposit_orders SET status = 'expired' WHERE status = 'pending' AND expires_at <= ?",
    ).run(now)
  } else {
    db.prepare(
      "UPDATE deposit_orders SET status = 'expired' WHERE member_id = ? AND status = 'pending' AND expires_at <= ?",
    ).run(memberId, now)
  }
}

/**
 * @param {Db} db
 * @param {string} id
 * @param {number} now
 * @returns {DepositRow | undefined}
 */
export function findDeposit(db, id, now) {
  db.prepare(
    "UPDATE deposit_orders SET status = 'expired' WHERE id = ? AND status = 'pending' AND expires_at <= ?",
  ).run(id, now)
  return /** @type {DepositRow | undefined} */ (
    db.prepare('SELECT * FROM deposit_orders WHERE id = ?').get(id)
  )
}

/**
 * Creates a deposit order unless the member already holds too many open ones.
 * @param {Db} db
 * @param {{ memberId: number, merchantCode: string, method: string, amountMinor: number, language: string, now: number }} input
 * @returns {DepositRow}
 */
export function createDeposit(db, { memberId, merchantCode, method, amountMinor, language, now }) {
  return db.transaction(() => {
    expireDeposits(db, now, memberId)
    const open = /** @type {number} */ (
      db
        .prepare("SELECT COUNT(*) FROM deposit_orders WHERE member_id = ? AND status = 'pending'")
        .pluck()
        .get(memberId)
    )
    if (open >= MAX_OPEN_DEPOSITS) throw cashierError(409, 'cashier.deposit.too.many.open', language)
    const id = newOrderId('DP')
    db.prepare(
      `INSERT INTO deposit_orders (id, member_id, merchant_code, method, amount_minor, status, language, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, 'pending', ?, ?, ?)`,
    ).run(id, memberId, merchantCode, method, amountMinor, language, now, now + DEPOSIT_TTL_MS)
    return /** @type {DepositRow} */ (db.prepare('SELECT * FROM deposit_orders WHERE id = ?').get(id))
  })()
}

/**
 * The payment service provider's confirmation: credits the member once, only while the order is
 * pending and unexpired.
 * @param {Db} db
 * @param {string} id
 * @param {number} now
 * @param {string} language
 */
export function payDeposit(db, id, now, language) {
  return db.transaction(() => {
    const order = findDeposit(db, id, now)
    if (!order) throw cashierError(404, 'cashier.order.not.found', language)
    if (order.status === 'expired') throw cashierError(409, 'cashier.order.expired', language)
    if (order.status !== 'pending') throw cashierError(409, 'cashier.order.not.pending', language)
    const { entryId } = post(db, {
      memberId: order.member_id,
      amountMinor: order.amount_minor,
      kind: 'deposit',
      ref: order.id,
      at: now,
    })
    db.prepare("UPDATE deposit_orders SET status = 'paid', paid_at = ?, ledger_id = ? WHERE id = ?").run(
      now,
      entryId,
      id,
    )
    return /** @type {DepositRow} */ (db.prepare('SELECT * FROM deposit_orders WHERE id = ?').get(id))
  })()
}

/**
 * @param {Db} db
 * @param {string} id
 * @param {number} now
 */
export function expireDeposit(db, id, now) {
  const result = db
    .prepare(
      "UPDATE deposit_orders SET status = 'expired', expires_at = MIN(expires_at, ?) WHERE id = ? AND status = 'pending'",
    )
    .run(now, id)
  return result.changes > 0
}

/**
 * A page of the member's orders of one table, newest first.
 * @param {Db} db
 * @param {'deposit_orders' | 'withdraw_orders'} table
 * @param {number} memberId
 * @param {number} pageNo
 * @param {number} pageSize
 */
export function pageOfOrders(db, table, memberId, pageNo, pageSize) {
  const total = /** @type {number} */ (
    db.prepare(`SELECT COUNT(*) FROM ${table} WHERE member_id = ?`).pluck().get(memberId)
  )
  const rows = db
    .prepare(
      `SELECT * FROM ${table} WHERE member_id = ? ORDER BY created_at DESC, rowid DESC LIMIT ? OFFSET ?`,
    )
    .all(memberId, pageSize, (pageNo - 1) * pageSize)
  return { rows, totalPages: Math.max(1, Math.ceil(total / pageSize)) }
}

// Payment password -------------------------------------------------------------------------------

/**
 * @typedef {object} PaymentPasswordRow
 * @property {number} member_id
 * @property {string} hash
 * @property {string} salt
 * @property {number} set_at
 * @property {number} failed_attempts
 * @property {number | null} locked_until
 */

/**
 * @param {Db} db
 * @param {number} memberId
 * @returns {PaymentPasswordRow | undefined}
 */
export function paymentPasswordOf(db, memberId) {
  return /** @type {PaymentPasswordRow | undefined} */ (
    db.prepare('SELECT * FROM payment_passwords WHERE member_id = ?').get(memberId)
  )
}

/**
 * Six digits, and neither one digit repeated nor a run up or down (the first guesses of anyone).
 * @param {string} value
 * @returns {'format' | 'weak' | null}
 */
export function paymentPasswordProblem(value) {
  if (!/^\d{6}$/.test(value)) return 'format'
  const digits = [...value].map(Number)
  const steps = new Set(digits.slice(1).map((digit, index) => digit - /** @type {number} */ (digits[index])))
  if (steps.size === 1 && [0, 1, -1].includes(/** @type {number} */ ([...steps][0]))) return 'weak'
  return null
}

/**
 * @param {Db} db
 * @param {number} memberId
 * @param {string} password
 * @param {number} now
 */
export async function setPaymentPassword(db, memberId, password, now) {
  const { hash, salt } = await hashPassword(password)
  const result = db
    .prepare(
      `INSERT INTO payment_passwords (member_id, hash, salt, set_at) VALUES (?, ?, ?, ?)
       ON CONFLICT(member_id) DO NOTHING`,
    )
    .run(memberId, hash, salt, now)
  return result.changes > 0
}

/**
 * Checks the payment password. Five wrong ones in a row lock it for 15 minutes; a right one clears
 * the count. The count lives in the store, so it is per member whatever the address.
 * @param {Db} db
 * @param {number} memberId
 * @param {unknown} password
 * @param {number} now
 * @param {string} language
 */
export async function checkPaymentPassword(db, memberId, password, now, language) {
  const stored = paymentPasswordOf(db, memberId)
  if (!stored) throw cashierError(409, 'cashier.payment.password.required', language)
  throwIfLocked(stored, now, language)
  const text = typeof password === 'string' ? password : typeof password === 'number' ? String(password) : ''
  const right = /^\d{6}$/.test(text) && (await verifyPassword(text, stored))
  if (right) {
    db.prepare(
      'UPDATE payment_passwords SET failed_attempts = 0, locked_until = NULL WHERE member_id = ?',
    ).run(memberId)
    return
  }
  const after = /** @type {{ failed_attempts: number, locked_until: number | null }} */ (
    db
      .prepare(
        `UPDATE payment_passwords
         SET failed_attempts = failed_attempts + 1,
             locked_until = CASE WHEN failed_attempts + 1 >= ? THEN ? ELSE locked_until END
         WHERE member_id = ?
         RETURNING failed_attempts, locked_until`,
      )
      .get(PAYMENT_PASSWORD_MAX_FAILURES, now + PAYMENT_PASSWORD_LOCK_MS, memberId)
  )
  if (after.failed_attempts >= PAYMENT_PASSWORD_MAX_FAILURES) {
    // The lock starts a fresh count once it is over.
    db.prepare('UPDATE payment_passwords SET failed_attempts = 0 WHERE member_id = ?').run(memberId)
    throwIfLocked({ ...stored, locked_until: after.locked_until }, now, language)
  }
  throw cashierError(400, 'cashier.payment.password.invalid', language, {
    value: { field: 'paymentPassword', attemptsLeft: PAYMENT_PASSWORD_MAX_FAILURES - after.failed_attempts },
  })
}

/**
 * @param {{ locked_until: number | null }} stored
 * @param {number} now
 * @param {string} language
 */
function throwIfLocked(stored, now, language) {
  if (stored.locked_until && stored.locked_until > now) {
    const seconds = Math.max(1, Math.ceil((stored.locked_until - now) / 1000))
    throw cashierError(423, 'cashier.payment.password.locked', language, {
      value: { retryAfterSeconds: seconds, lockedUntil: new Date(stored.locked_until).toISOString() },
      headers: { 'retry-after': String(seconds) },
    })
  }
}

// Bank accounts ----------------------------------------------------------------------------------

/**
 * @typedef {object} BankAccountRow
 * @property {number} id
 * @property {number} member_id
 * @property {string} bank_code
 * @property {string} account_number
 * @property {string} holder_name
 * @property {number} created_at
 */

/**
 * @param {Db} db
 * @param {number} memberId
 * @returns {BankAccountRow[]}
 */
export function bankAccountsOf(db, memberId) {
  return /** @type {BankAccountRow[]} */ (
    db.prepare('SELECT * FROM bank_accounts WHERE member_id = ? ORDER BY id').all(memberId)
  )
}

/** Only the last four digits ever leave the platform after an account is added. */
/** @param {string} accountNumber */
export function maskAccount(accountNumber) {
  return `•••• ${accountNumber.slice(-4)}`
}

/**
 * @param {Db} db
 * @param {{ memberId: number, bankCode: string, accountNumber: string, holderName: string, now: number, language: string }} input
 */
export function addBankAccount(db, { memberId, bankCode, accountNumber, holderName, now, language }) {
  return db.transaction(() => {
    const count = /** @type {number} */ (
      db.prepare('SELECT COUNT(*) FROM bank_accounts WHERE member_id = ?').pluck().get(memberId)
    )
    if (count >= MAX_BANK_ACCOUNTS) throw cashierError(409, 'cashier.bank.account.limit', language)
    const result = db
      .prepare(
        `INSERT INTO bank_accounts (member_id, bank_code, account_number, holder_name, created_at)
         VALUES (?, ?, ?, ?, ?) ON CONFLICT(member_id, bank_code, account_number) DO NOTHING`,
      )
      .run(memberId, bankCode, accountNumber, holderName, now)
    if (result.changes === 0) throw cashierError(409, 'cashier.bank.account.exists', language)
    return /** @type {BankAccountRow} */ (
      db.prepare('SELECT * FROM bank_accounts WHERE id = ?').get(result.lastInsertRowid)
    )
  })()
}

// Withdrawals ------------------------------------------------------------------------------------

/**
 * @typedef {object} WithdrawRow
 * @property {string} id
 * @property {number} member_id
 * @property {string} merchant_code
 * @property {number} bank_account_id
 * @property {number} amount_minor
 * @property {'pending' | 'paid' | 'rejected' | 'cancelled'} status
 * @property {number} created_at
 * @property {number | null} decided_at
 * @property {string | null} reason
 */

/**
 * Debits the member at once (one ledger entry) and records a pending order, in one transaction: the
 * money cannot be bet or withdrawn twice, and the balance never goes below zero.
 * @param {Db} db
 * @param {{ memberId: number, merchantCode: string, bankAccountId: number, amountMinor: number, now: number, language: string }} input
 * @returns {WithdrawRow}
 */
export function createWithdrawal(db, { memberId, merchantCode, bankAccountId, amountMinor, now, language }) {
  return db.transaction(() => {
    const account = db
      .prepare('SELECT id FROM bank_accounts WHERE id = ? AND member_id = ?')
      .get(bankAccountId, memberId)
    if (!account)
      throw cashierError(400, 'cashier.bank.account.not.found', language, {
        value: { field: 'bankAccountId' },
      })
    const id = newOrderId('WD')
    let entryId
    try {
      entryId = post(db, { memberId, amountMinor: -amountMinor, kind: 'withdraw', ref: id, at: now }).entryId
    } catch (error) {
      if (error instanceof InsufficientFundsError) {
        throw cashierError(400, 'cashier.balance.insufficient', language, { value: { field: 'amount' } })
      }
      throw error
    }
    db.prepare(
      `INSERT INTO withdraw_orders (id, member_id, merchant_code, bank_account_id, amount_minor, status, created_at, ledger_id)
       VALUES (?, ?, ?, ?, ?, 'pending', ?, ?)`,
    ).run(id, memberId, merchantCode, bankAccountId, amountMinor, now, entryId)
    return /** @type {WithdrawRow} */ (db.prepare('SELECT * FROM withdraw_orders WHERE id = ?').get(id))
  })()
}

/**
 * Ends a pending withdrawal: `paid` keeps the debit; `cancelled` (by the member) and `rejected` (by
 * the operator) refund it with an entry of their own.
 * @param {Db} db
 * @param {{ id: string, outcome: 'paid' | 'cancelled' | 'rejected', now: number, language: string, memberId?: number, reason?: string | null }} input
 * @returns {WithdrawRow}
 */
export function settleWithdrawal(db, { id, outcome, now, language, memberId, reason = null }) {
  return db.transaction(() => {
    const order = /** @type {WithdrawRow | undefined} */ (
      db.prepare('SELECT * FROM withdraw_orders WHERE id = ?').get(id)
    )
    // Another member's order answers exactly like a missing one.
    if (!order || (memberId !== undefined && order.member_id !== memberId)) {
      throw cashierError(404, 'cashier.order.not.found', language)
    }
    if (order.status !== 'pending') throw cashierError(409, 'cashier.order.not.pending', language)
    let refundId = null
    if (outcome !== 'paid') {
      refundId = post(db, {
        memberId: order.member_id,
        amountMinor: order.amount_minor,
        kind: 'withdraw_refund',
        ref: order.id,
        at: now,
      }).entryId
    }
    db.prepare(
      'UPDATE withdraw_orders SET status = ?, decided_at = ?, reason = ?, refund_ledger_id = ? WHERE id = ?',
    ).run(outcome, now, reason, refundId, id)
    return /** @type {WithdrawRow} */ (db.prepare('SELECT * FROM withdraw_orders WHERE id = ?').get(id))
  })()
}

// Demo data ----------------------------------------------------------------------------------------

/** Demo accounts that start with a payment password and a bank account (docs/platform.md). */
export const DEMO_CASHIER = [
  { username: 'vip01', paymentPassword: '246810', accountNumber: '0012345678', holderName: 'VIP Guest' },
]

/**
 * Gives the demo accounts of one merchant their payment password and bank account; part of the
 * first-start seed. Synchronous on purpose, like the rest of the seed.
 * @param {Db} db
 * @param {Merchant} merchant
 * @param {number} seededAt
 */
export function seedCashier(db, merchant, seededAt) {
  const bank = banksOf(merchant)[0]
  for (const demo of DEMO_CASHIER) {
    const memberId = /** @type {number | undefined} */ (
      db
        .prepare('SELECT id FROM members WHERE merchant_code = ? AND username_key = ?')
        .pluck()
        .get(merchant.code, demo.username)
    )
    if (memberId === undefined || !bank) continue
    const salt = randomBytes(16)
    const hash = scryptSync(demo.paymentPassword.normalize('NFC'), salt, 32).toString('hex')
    db.prepare('INSERT INTO payment_passwords (member_id, hash, salt, set_at) VALUES (?, ?, ?, ?)').run(
      memberId,
      hash,
      salt.toString('hex'),
      seededAt,
    )
    db.prepare(
      `INSERT INTO bank_accounts (member_id, bank_code, account_number, holder_name, created_at)
       VALUES (?, ?, ?, ?, ?)`,
    ).run(memberId, bank.code, demo.accountNumber, demo.holderName, seededAt)
  }
}
