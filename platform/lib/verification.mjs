// @ts-check
// SMS verification codes and the development outbox. There is no SMS gateway or mail server:
// what would be sent is written to the outbox table, readable through test control.
import { randomDigits, safeEqual, sha256Hex } from './crypto.mjs'
import { ApiError } from './http.mjs'
import { findByMobile } from './members.mjs'
import { pickText } from './i18n.mjs'
import { matchesRule } from './patterns.mjs'

/** @typedef {import('better-sqlite3').Database} Db */
/** @typedef {import('../app.mjs').Platform} Platform */
/** @typedef {import('./merchants.mjs').Merchant} Merchant */
/** @typedef {'login' | 'register' | 'reset'} CodePurpose */

export const CODE_TTL_MINUTES = 5

/**
 * What the platform sends, in the language of the request that caused it: {brand}, {code}, {minutes},
 * {username}, {password} are filled in.
 * @type {Record<'smsCode' | 'firebaseCode' | 'resetMail', import('./i18n.mjs').LocalizedText>}
 */
const MESSAGES = {
  smsCode: {
    EN: '{brand}: your verification code is {code}. It expires in {minutes} minutes.',
    PT: '{brand}: seu código de verificação é {code}. Ele expira em {minutes} minutos.',
    ZH: '{brand}：您的验证码是 {code}，{minutes} 分钟内有效。',
    ID: '{brand}: kode verifikasi Anda {code}. Berlaku {minutes} menit.',
    TH: '{brand}: รหัสยืนยันของคุณคือ {code} หมดอายุใน {minutes} นาที',
    VI: '{brand}: mã xác minh của bạn là {code}. Mã hết hạn sau {minutes} phút.',
  },
  firebaseCode: {
    EN: '{code} is your verification code for {brand}.',
    PT: '{code} é seu código de verificação para {brand}.',
    ZH: '{code} 是您在 {brand} 的验证码。',
    ID: '{code} adalah kode verifikasi Anda untuk {brand}.',
    TH: '{code} คือรหัสยืนยันของคุณสำหรับ {brand}',
    VI: '{code} là mã xác minh của bạn cho {brand}.',
  },
  resetMail: {
    EN: '{brand}: a password reset was asked for {username}. Log in with the temporary password {password} within 30 minutes; you will be asked to choose a new one. Your current password keeps working.',
    PT: '{brand}: foi pedida a redefinição da senha de {username}. Entre com a senha temporária {password} em até 30 minutos; você escolherá uma nova em seguida. Sua senha atual continua valendo.',
    ZH: '{brand}：{username} 申请了重置密码。请在 30 分钟内使用临时密码 {password} 登录，随后需设置新密码。当前密码仍然有效。',
    ID: '{brand}: ada permintaan atur ulang kata sandi untuk {username}. Masuk dengan kata sandi sementara {password} dalam 30 menit; Anda akan diminta membuat yang baru. Kata sandi Anda saat ini tetap berlaku.',
    TH: '{brand}: มีการขอรีเซ็ตรหัสผ่านของ {username} เข้าสู่ระบบด้วยรหัสผ่านชั่วคราว {password} ภายใน 30 นาที แล้วตั้งรหัสผ่านใหม่ รหัสผ่านปัจจุบันยังใช้ได้',
    VI: '{brand}: có yêu cầu đặt lại mật khẩu cho {username}. Hãy đăng nhập bằng mật khẩu tạm {password} trong vòng 30 phút; bạn sẽ được yêu cầu chọn mật khẩu mới. Mật khẩu hiện tại vẫn dùng được.',
  },
}

/**
 * @param {keyof typeof MESSAGES} key
 * @param {string} language
 * @param {Record<string, string | number>} values
 */
export function messageText(key, language, values) {
  return pickText(MESSAGES[key], language).replace(/\{(\w+)\}/g, (match, name) =>
    name in values ? String(values[name]) : match,
  )
}
export const RESEND_BLOCK_MS = 60 * 1000
const MAX_FAILED_ATTEMPTS = 5

/**
 * Normalizes and validates a phone number against the merchant's dialing codes and mobile rule.
 * @param {Merchant} merchant
 * @param {unknown} mobileInput
 * @param {unknown} dialingInput defaults to the merchant's first country
 */
export function parseMobile(merchant, mobileInput, dialingInput) {
  const mobileNum = String(mobileInput ?? '').replace(/[\s-]/g, '')
  const dialing =
    String(dialingInput ?? '')
      .replace(/^\+/, '')
      .trim() ||
    merchant.countries[0]?.countryDialingCode ||
    ''
  const rule = merchant.registerRules.mobileNum
  const known = merchant.countries.some((country) => country.countryDialingCode === dialing)
  if (!known || !rule || !matchesRule(rule, mobileNum)) {
    throw new ApiError(400, 'request_param_err', {
      value: { field: 'mobileNum', patternId: rule?.patternId },
    })
  }
  return { mobileNum, dialing }
}

/**
 * @param {Db} db
 * @param {{ merchantCode: string, channel: 'sms' | 'email', recipient: string, purpose: string, code?: string | null, body: string, now: number }} message
 */
export function writeOutbox(db, { merchantCode, channel, recipient, purpose, code = null, body, now }) {
  db.prepare(
    `INSERT INTO outbox (merchant_code, channel, recipient, purpose, code, body, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(merchantCode, channel, `${channel}:${recipient}`, purpose, code, body, now)
}

/**
 * Sends a code unless the number got one for the same purpose in the last minute (a player who just
 * registered by phone may sign in by SMS straight away). With `deliver` false nothing is
 * sent but the answer and the resend block are the same, so callers cannot learn whether the
 * number belongs to an account.
 * @param {Platform} platform
 * @param {{ merchant: Merchant, purpose: CodePurpose, dialing: string, mobileNum: string, deliver: boolean, language: string }} request
 * @returns {{ expiresAt: number }}
 */
export function sendCode(platform, { merchant, purpose, dialing, mobileNum, deliver, language }) {
  const { db, windows } = platform
  const block = windows.take(`sms:${merchant.code}:${purpose}:${dialing}${mobileNum}`, 1, RESEND_BLOCK_MS)
  if (!block.allowed) {
    const seconds = Math.ceil(block.retryAfterMs / 1000)
    throw new ApiError(429, 'TOO_MANY_REQUESTS', {
      value: { retryAfterSeconds: seconds },
      headers: { 'retry-after': String(seconds) },
    })
  }
  const now = platform.now()
  const expiresAt = now + CODE_TTL_MINUTES * 60 * 1000
  if (!deliver) return { expiresAt }

  const code = randomDigits(6)
  db.transaction(() => {
    db.prepare(
      `UPDATE verification_codes SET used_at = ?
       WHERE merchant_code = ? AND purpose = ? AND mobile_num = ? AND used_at IS NULL`,
    ).run(now, merchant.code, purpose, mobileNum)
    db.prepare(
      `INSERT INTO verification_codes (merchant_code, purpose, mobile_dialing, mobile_num, code_hash, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(merchant.code, purpose, dialing, mobileNum, sha256Hex(code), now, expiresAt)
    writeOutbox(db, {
      merchantCode: merchant.code,
      channel: 'sms',
      recipient: `${dialing}${mobileNum}`,
      purpose,
      code,
      body: messageText('smsCode', language, { brand: merchant.brandName, code, minutes: CODE_TTL_MINUTES }),
      now,
    })
  })()
  return { expiresAt }
}

/**
 * Spends a code. Codes are single use; five wrong tries spend it too.
 * @param {Platform} platform
 * @param {{ merchantCode: string, purpose: CodePurpose, mobileNum: string, dialing?: string, code: unknown }} attempt
 */
export function consumeCode(platform, { merchantCode, purpose, mobileNum, dialing, code }) {
  const { db } = platform
  const now = platform.now()
  const row =
    /** @type {{ id: number, code_hash: string, mobile_dialing: string, failed_attempts: number } | undefined} */ (
      db
        .prepare(
          `SELECT id, code_hash, mobile_dialing, failed_attempts FROM verification_codes
         WHERE merchant_code = ? AND purpose = ? AND mobile_num = ? AND used_at IS NULL AND expires_at > ?
         ORDER BY id DESC LIMIT 1`,
        )
        .get(merchantCode, purpose, mobileNum, now)
    )
  if (!row || (dialing && row.mobile_dialing !== dialing)) return false
  if (typeof code === 'string' && safeEqual(sha256Hex(code.trim()), row.code_hash)) {
    db.prepare('UPDATE verification_codes SET used_at = ? WHERE id = ?').run(now, row.id)
    return true
  }
  db.prepare(
    `UPDATE verification_codes SET failed_attempts = failed_attempts + 1,
       used_at = CASE WHEN failed_attempts + 1 >= ? THEN ? ELSE used_at END
     WHERE id = ?`,
  ).run(MAX_FAILED_ATTEMPTS, now, row.id)
  return false
}

/**
 * Sends a code to the account that owns the number in the request (`mobileNum`,
 * `countryDialingCode`), answering the same when no account does.
 * @param {import('../app.mjs').RequestContext} ctx
 * @param {CodePurpose} purpose
 */
export function sendCodeToAccountHolder(ctx, purpose) {
  const { mobileNum, dialing } = parseMobile(ctx.merchant, ctx.body.mobileNum, ctx.body.countryDialingCode)
  const member = findByMobile(ctx.platform.db, ctx.merchant.code, mobileNum, dialing)
  return sendCode(ctx.platform, {
    merchant: ctx.merchant,
    purpose,
    dialing,
    mobileNum,
    deliver: member !== undefined,
    language: ctx.language,
  })
}
