// @ts-check
// The refusals of promotion claims and of withdrawals held back by a bonus's turnover, in the six
// contract languages.
import { ApiError } from '../http.mjs'
import { pickText } from '../i18n.mjs'

/** @typedef {import('../i18n.mjs').LocalizedText} LocalizedText */

/** @type {Record<string, LocalizedText>} */
const MESSAGES = {
  'promotion.not.found': {
    EN: 'This promotion does not exist.',
    PT: 'Esta promoção não existe.',
    ZH: '该优惠不存在。',
    ID: 'Promosi ini tidak ada.',
    TH: 'ไม่มีโปรโมชั่นนี้',
    VI: 'Khuyến mãi này không tồn tại.',
  },
  'promotion.not.claimable': {
    EN: 'This promotion has nothing to claim.',
    PT: 'Esta promoção não tem nada a resgatar.',
    ZH: '该优惠无可领取的奖金。',
    ID: 'Promosi ini tidak memiliki bonus untuk diklaim.',
    TH: 'โปรโมชั่นนี้ไม่มีโบนัสให้รับ',
    VI: 'Khuyến mãi này không có gì để nhận.',
  },
  'promotion.not.eligible': {
    EN: 'You are not eligible for this promotion.',
    PT: 'Você não é elegível para esta promoção.',
    ZH: '您不符合该优惠的领取条件。',
    ID: 'Anda tidak memenuhi syarat untuk promosi ini.',
    TH: 'คุณไม่มีสิทธิ์รับโปรโมชั่นนี้',
    VI: 'Bạn không đủ điều kiện nhận khuyến mãi này.',
  },
  'promotion.claimed': {
    EN: 'You have already claimed this promotion.',
    PT: 'Você já resgatou esta promoção.',
    ZH: '您已领取过该优惠。',
    ID: 'Anda sudah mengklaim promosi ini.',
    TH: 'คุณรับโปรโมชั่นนี้ไปแล้ว',
    VI: 'Bạn đã nhận khuyến mãi này rồi.',
  },
  'cashier.turnover.unmet': {
    EN: 'Part of your balance is bonus money whose turnover is not met yet.',
    PT: 'Parte do seu saldo é bônus cujo rollover ainda não foi cumprido.',
    ZH: '您的部分余额为未完成流水要求的奖金。',
    ID: 'Sebagian saldo Anda adalah bonus yang syarat turnover-nya belum terpenuhi.',
    TH: 'ยอดเงินบางส่วนของคุณเป็นโบนัสที่ยังทำเทิร์นโอเวอร์ไม่ครบ',
    VI: 'Một phần số dư là tiền thưởng chưa hoàn thành doanh thu cược.',
  },
}

/**
 * @param {number} status
 * @param {string} errorCode
 * @param {string} language
 * @param {{ value?: unknown }} [details]
 */
export function promotionError(status, errorCode, language, details = {}) {
  return new ApiError(status, errorCode, { ...details, message: pickText(MESSAGES[errorCode], language) })
}
