// @ts-check
// Player protection's refusals in the six contract languages; the game pages show them as they are.
import { localizedErrors } from '../i18n.mjs'

/** @typedef {import('../i18n.mjs').LocalizedText} LocalizedText */

/** @type {Record<string, LocalizedText>} */
const MESSAGES = {
  'rg.limit.invalid': {
    EN: 'Enter a whole amount above zero, up to the maximum.',
    PT: 'Informe um valor acima de zero, até o máximo.',
    ZH: '请输入大于零且不超过上限的金额。',
    ID: 'Masukkan jumlah di atas nol, hingga batas maksimum.',
    TH: 'กรุณากรอกจำนวนที่มากกว่าศูนย์และไม่เกินขั้นสูงสุด',
    VI: 'Nhập số lớn hơn 0 và không vượt quá mức tối đa.',
  },
  'rg.limit.cooling.off': {
    EN: 'A change to this limit is already waiting for its 24-hour cooling-off.',
    PT: 'Já há uma alteração deste limite aguardando o período de reflexão de 24 horas.',
    ZH: '此限额已有一项变更正在等待24小时冷静期。',
    ID: 'Perubahan batas ini sedang menunggu masa jeda 24 jam.',
    TH: 'มีการเปลี่ยนวงเงินนี้ที่รอช่วงพัก 24 ชั่วโมงอยู่แล้ว',
    VI: 'Đã có một thay đổi hạn mức này đang chờ thời gian cân nhắc 24 giờ.',
  },
  'rg.deposit.limit': {
    EN: 'This deposit would pass your deposit limit.',
    PT: 'Este depósito ultrapassaria o seu limite de depósito.',
    ZH: '此笔充值将超过您的充值限额。',
    ID: 'Deposit ini akan melewati batas deposit Anda.',
    TH: 'การฝากนี้จะเกินวงเงินฝากของคุณ',
    VI: 'Khoản nạp này sẽ vượt hạn mức nạp của bạn.',
  },
  'rg.loss.limit': {
    EN: 'You have reached your loss limit. Play is paused until the period ends.',
    PT: 'Você atingiu seu limite de perdas. O jogo fica pausado até o fim do período.',
    ZH: '您已达到亏损限额，游戏暂停至本周期结束。',
    ID: 'Anda mencapai batas kerugian. Permainan dijeda hingga periode berakhir.',
    TH: 'คุณถึงวงเงินขาดทุนแล้ว การเล่นถูกพักจนกว่าจะสิ้นสุดช่วงเวลา',
    VI: 'Bạn đã đạt hạn mức thua lỗ. Tạm dừng chơi đến hết kỳ.',
  },
  'rg.wager.limit': {
    EN: 'You have reached your wager limit. Play is paused until the period ends.',
    PT: 'Você atingiu seu limite de apostas. O jogo fica pausado até o fim do período.',
    ZH: '您已达到投注限额，游戏暂停至本周期结束。',
    ID: 'Anda mencapai batas taruhan. Permainan dijeda hingga periode berakhir.',
    TH: 'คุณถึงวงเงินเดิมพันแล้ว การเล่นถูกพักจนกว่าจะสิ้นสุดช่วงเวลา',
    VI: 'Bạn đã đạt hạn mức cược. Tạm dừng chơi đến hết kỳ.',
  },
  'rg.session.limit': {
    EN: 'You have reached your daily play-time limit.',
    PT: 'Você atingiu seu limite diário de tempo de jogo.',
    ZH: '您已达到每日游戏时间限额。',
    ID: 'Anda mencapai batas waktu bermain harian.',
    TH: 'คุณถึงขีดจำกัดเวลาเล่นรายวันแล้ว',
    VI: 'Bạn đã đạt giới hạn thời gian chơi mỗi ngày.',
  },
  'rg.blocked': {
    EN: 'Your account is on a time-out or self-exclusion: you can withdraw and read your history only.',
    PT: 'Sua conta está em pausa ou autoexclusão: você só pode sacar e ver seu histórico.',
    ZH: '您的账户处于暂停或自我排除期间：只能提款和查看记录。',
    ID: 'Akun Anda sedang jeda atau pengecualian diri: Anda hanya dapat menarik dana dan melihat riwayat.',
    TH: 'บัญชีของคุณอยู่ในช่วงพักหรือการกีดกันตนเอง: ทำได้เพียงถอนเงินและดูประวัติ',
    VI: 'Tài khoản đang tạm nghỉ hoặc tự loại trừ: bạn chỉ có thể rút tiền và xem lịch sử.',
  },
  'rg.block.active': {
    EN: 'A time-out or self-exclusion is already running.',
    PT: 'Uma pausa ou autoexclusão já está em curso.',
    ZH: '已有暂停或自我排除正在生效。',
    ID: 'Jeda atau pengecualian diri sudah berjalan.',
    TH: 'มีการพักหรือการกีดกันตนเองที่กำลังมีผลอยู่แล้ว',
    VI: 'Đang có một lần tạm nghỉ hoặc tự loại trừ.',
  },
  'rg.lift.not.allowed': {
    EN: 'This self-exclusion has not reached its end yet.',
    PT: 'Esta autoexclusão ainda não chegou ao fim.',
    ZH: '此自我排除尚未到期。',
    ID: 'Pengecualian diri ini belum berakhir.',
    TH: 'การกีดกันตนเองนี้ยังไม่สิ้นสุด',
    VI: 'Lần tự loại trừ này chưa kết thúc.',
  },
  'rg.register.blocked': {
    EN: 'These details belong to an account on a time-out or self-exclusion: no new account can be opened with them until it ends.',
    PT: 'Estes dados pertencem a uma conta em pausa ou autoexclusão: nenhuma conta nova pode ser aberta com eles até que ela termine.',
    ZH: '这些资料属于一个处于暂停或自我排除期间的账户：在其结束之前，不能用这些资料开设新账户。',
    ID: 'Data ini milik akun yang sedang jeda atau pengecualian diri: akun baru tidak dapat dibuka dengan data ini sampai masa itu berakhir.',
    TH: 'ข้อมูลนี้เป็นของบัญชีที่อยู่ในช่วงพักหรือการกีดกันตนเอง: ไม่สามารถเปิดบัญชีใหม่ด้วยข้อมูลนี้จนกว่าจะสิ้นสุด',
    VI: 'Thông tin này thuộc về một tài khoản đang tạm nghỉ hoặc tự loại trừ: không thể mở tài khoản mới bằng thông tin này cho đến khi kết thúc.',
  },
  'rg.withdraw.cancel.off': {
    EN: 'A withdrawal cannot be taken back once requested.',
    PT: 'Um saque não pode ser desfeito depois de solicitado.',
    ZH: '提款申请提交后不可撤回。',
    ID: 'Penarikan tidak dapat dibatalkan setelah diajukan.',
    TH: 'ไม่สามารถยกเลิกการถอนเงินหลังจากส่งคำขอแล้ว',
    VI: 'Không thể hủy lệnh rút sau khi đã gửi.',
  },
}

const refusal = localizedErrors(MESSAGES)

/**
 * @param {number} status
 * @param {string} errorCode
 * @param {string} language
 * @param {unknown} [value]
 */
export function protectionError(status, errorCode, language, value) {
  return refusal(status, errorCode, language, { value })
}
