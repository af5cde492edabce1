// @ts-check
// The identity check's refusals in the six contract languages.
import { REJECT_REASON_REQUIRED } from '../cashier/messages.mjs'
import { localizedErrors } from '../i18n.mjs'

/** @typedef {import('../i18n.mjs').LocalizedText} LocalizedText */

/** @type {Record<string, LocalizedText>} */
const MESSAGES = {
  'identity.required': {
    EN: 'Verify your identity before you withdraw: upload your document in My account.',
    PT: 'Verifique sua identidade antes de sacar: envie seu documento em Minha conta.',
    ZH: '提款前请先验证身份：在“我的账户”中上传证件。',
    ID: 'Verifikasi identitas Anda sebelum menarik dana: unggah dokumen Anda di Akun saya.',
    TH: 'โปรดยืนยันตัวตนก่อนถอนเงิน: อัปโหลดเอกสารของคุณในบัญชีของฉัน',
    VI: 'Hãy xác minh danh tính trước khi rút tiền: tải giấy tờ của bạn lên trong Tài khoản của tôi.',
  },
  'identity.submit.closed': {
    EN: 'Your document is already in review or verified.',
    PT: 'Seu documento já está em análise ou verificado.',
    ZH: '您的证件已在审核中或已通过验证。',
    ID: 'Dokumen Anda sudah dalam peninjauan atau terverifikasi.',
    TH: 'เอกสารของคุณอยู่ระหว่างตรวจสอบหรือยืนยันแล้ว',
    VI: 'Giấy tờ của bạn đang được xét duyệt hoặc đã được xác minh.',
  },
  'identity.document.invalid': {
    EN: 'This file cannot be accepted as your document.',
    PT: 'Este arquivo não pode ser aceito como seu documento.',
    ZH: '无法接受此文件作为您的证件。',
    ID: 'File ini tidak dapat diterima sebagai dokumen Anda.',
    TH: 'ไม่สามารถรับไฟล์นี้เป็นเอกสารของคุณได้',
    VI: 'Không thể chấp nhận tệp này làm giấy tờ của bạn.',
  },
  'identity.check.not.found': {
    EN: 'This identity check does not exist.',
    PT: 'Esta verificação de identidade não existe.',
    ZH: '该身份审核不存在。',
    ID: 'Pemeriksaan identitas ini tidak ada.',
    TH: 'ไม่มีการตรวจสอบตัวตนนี้',
    VI: 'Yêu cầu xác minh danh tính này không tồn tại.',
  },
  'identity.check.decided': {
    EN: 'This identity check has been decided already.',
    PT: 'Esta verificação de identidade já foi decidida.',
    ZH: '该身份审核已有结果。',
    ID: 'Pemeriksaan identitas ini sudah diputuskan.',
    TH: 'การตรวจสอบตัวตนนี้มีผลแล้ว',
    VI: 'Yêu cầu xác minh danh tính này đã được quyết định.',
  },
  'identity.reason.required': REJECT_REASON_REQUIRED,
}

// An identity refusal in the caller's language.
export const identityError = localizedErrors(MESSAGES)
