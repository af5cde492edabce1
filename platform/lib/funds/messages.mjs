// @ts-check
// The money pages' own refusals in the six contract languages. They carry `cashier.` codes, so the
// Portal reads them like the cashier's; amounts and balances reuse the cashier's texts.
import { localizedErrors } from '../i18n.mjs'

/** @typedef {import('../i18n.mjs').LocalizedText} LocalizedText */

/** @type {Record<string, LocalizedText>} */
const MESSAGES = {
  'cashier.wallet.not.found': {
    EN: 'This wallet does not exist.',
    PT: 'Esta carteira não existe.',
    ZH: '该钱包不存在。',
    ID: 'Dompet ini tidak ada.',
    TH: 'ไม่มีกระเป๋าเงินนี้',
    VI: 'Ví này không tồn tại.',
  },
  'cashier.wallet.empty': {
    EN: 'There is nothing to bring back to the main wallet.',
    PT: 'Não há nada para recolher à carteira principal.',
    ZH: '没有可回收到主钱包的余额。',
    ID: 'Tidak ada saldo untuk ditarik ke dompet utama.',
    TH: 'ไม่มียอดเงินให้โอนกลับกระเป๋าหลัก',
    VI: 'Không có số dư nào để thu về ví chính.',
  },
  'cashier.transfer.duplicate': {
    EN: 'This transfer was already sent.',
    PT: 'Esta transferência já foi enviada.',
    ZH: '该转账已提交。',
    ID: 'Transfer ini sudah dikirim.',
    TH: 'ส่งรายการโอนนี้แล้ว',
    VI: 'Giao dịch chuyển này đã được gửi.',
  },
  'cashier.upline.none': {
    EN: 'Your account has no upline to transfer to.',
    PT: 'Sua conta não tem um superior para transferir.',
    ZH: '您的账户没有可转账的上级。',
    ID: 'Akun Anda tidak memiliki upline untuk ditransfer.',
    TH: 'บัญชีของคุณไม่มีอัปไลน์ให้โอน',
    VI: 'Tài khoản của bạn không có tuyến trên để chuyển.',
  },
}

// A refusal of the money pages in the caller's language.
export const fundsError = localizedErrors(MESSAGES)
