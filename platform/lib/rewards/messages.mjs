// @ts-check
// The reward centre's refusals in the six contract languages. Codes start with `reward.`, `mission.` or
// `raffle.`; the Portal turns each into its own translated text.
import { ApiError } from '../http.mjs'

/** @typedef {import('../i18n.mjs').LocalizedText} LocalizedText */

/** @type {Record<string, { status: number, text: LocalizedText }>} */
const MESSAGES = {
  'reward.not.found': {
    status: 404,
    text: {
      EN: 'This reward does not exist.',
      PT: 'Esta recompensa não existe.',
      ZH: '该奖励不存在。',
      ID: 'Hadiah ini tidak ada.',
      TH: 'ไม่มีรางวัลนี้',
      VI: 'Phần thưởng này không tồn tại.',
    },
  },
  'reward.claimed': {
    status: 409,
    text: {
      EN: 'This reward was already claimed.',
      PT: 'Esta recompensa já foi resgatada.',
      ZH: '该奖励已领取。',
      ID: 'Hadiah ini sudah diklaim.',
      TH: 'รับรางวัลนี้ไปแล้ว',
      VI: 'Phần thưởng này đã được nhận.',
    },
  },
  'reward.expired': {
    status: 409,
    text: {
      EN: 'This reward has expired.',
      PT: 'Esta recompensa expirou.',
      ZH: '该奖励已过期。',
      ID: 'Hadiah ini sudah kedaluwarsa.',
      TH: 'รางวัลนี้หมดอายุแล้ว',
      VI: 'Phần thưởng này đã hết hạn.',
    },
  },
  'reward.none': {
    status: 409,
    text: {
      EN: 'There is no reward waiting to be claimed.',
      PT: 'Não há recompensas à espera de resgate.',
      ZH: '没有待领取的奖励。',
      ID: 'Tidak ada hadiah yang menunggu diklaim.',
      TH: 'ไม่มีรางวัลที่รอรับ',
      VI: 'Không có phần thưởng nào đang chờ nhận.',
    },
  },
  'mission.not.found': {
    status: 404,
    text: {
      EN: 'This mission does not exist.',
      PT: 'Esta missão não existe.',
      ZH: '该任务不存在。',
      ID: 'Misi ini tidak ada.',
      TH: 'ไม่มีภารกิจนี้',
      VI: 'Nhiệm vụ này không tồn tại.',
    },
  },
  'mission.not.complete': {
    status: 409,
    text: {
      EN: 'This mission is not complete yet.',
      PT: 'Esta missão ainda não foi concluída.',
      ZH: '该任务尚未完成。',
      ID: 'Misi ini belum selesai.',
      TH: 'ภารกิจนี้ยังไม่สำเร็จ',
      VI: 'Nhiệm vụ này chưa hoàn thành.',
    },
  },
  'raffle.not.found': {
    status: 404,
    text: {
      EN: 'This raffle does not exist.',
      PT: 'Este sorteio não existe.',
      ZH: '该抽奖不存在。',
      ID: 'Undian ini tidak ada.',
      TH: 'ไม่มีการจับรางวัลนี้',
      VI: 'Lượt bốc thăm này không tồn tại.',
    },
  },
  'raffle.not.eligible': {
    status: 409,
    text: {
      EN: 'You have not wagered enough in this draw period to join.',
      PT: 'Você ainda não apostou o suficiente neste período para participar.',
      ZH: '您在本期的投注额不足，无法参加。',
      ID: 'Taruhan Anda pada periode ini belum cukup untuk ikut.',
      TH: 'ยอดเดิมพันในรอบนี้ยังไม่พอสำหรับการเข้าร่วม',
      VI: 'Bạn chưa cược đủ trong kỳ này để tham gia.',
    },
  },
  'raffle.joined': {
    status: 409,
    text: {
      EN: 'You have already joined this draw.',
      PT: 'Você já participa deste sorteio.',
      ZH: '您已参加本期抽奖。',
      ID: 'Anda sudah ikut undian ini.',
      TH: 'คุณเข้าร่วมการจับรางวัลนี้แล้ว',
      VI: 'Bạn đã tham gia lượt bốc thăm này.',
    },
  },
}

/**
 * @param {keyof typeof MESSAGES} errorCode
 * @param {string} language
 */
export function rewardError(errorCode, language) {
  const entry = /** @type {{ status: number, text: LocalizedText }} */ (MESSAGES[errorCode])
  const message = entry.text[/** @type {keyof LocalizedText} */ (language)] ?? entry.text.EN
  return new ApiError(entry.status, errorCode, { message })
}
