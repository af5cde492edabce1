// @ts-check
// Texts of the lottery view and its refusals, in the platform's six languages.
import { pickText } from '../i18n.mjs'

const t = (
  /** @type {string} */ EN,
  /** @type {string} */ PT,
  /** @type {string} */ ZH,
  /** @type {string} */ ID,
  /** @type {string} */ TH,
  /** @type {string} */ VI,
) => ({ EN, PT, ZH, ID, TH, VI })

export const LOTTERY_TEXTS = {
  nextDraw: t(
    'Next draw in',
    'Próximo sorteio em',
    '距下期开奖',
    'Undian berikutnya dalam',
    'งวดถัดไปในอีก',
    'Kỳ quay tiếp theo sau',
  ),
  results: t(
    'Latest results',
    'Últimos resultados',
    '最新开奖结果',
    'Hasil terbaru',
    'ผลล่าสุด',
    'Kết quả mới nhất',
  ),
  draw: t('Draw', 'Sorteio', '期号', 'Undian', 'งวด', 'Kỳ'),
  numbers: t('Numbers', 'Números', '开奖号码', 'Nomor', 'หมายเลข', 'Số'),
  time: t('Drawn at', 'Sorteado em', '开奖时间', 'Waktu undian', 'เวลาออกรางวัล', 'Thời gian quay'),
  games: t('Draw games', 'Jogos de sorteio', '彩种', 'Permainan undian', 'เกมหวย', 'Loại xổ số'),
  every: t(
    'A draw every {n} s',
    'Um sorteio a cada {n} s',
    '每 {n} 秒开奖一次',
    'Undian setiap {n} dtk',
    'ออกรางวัลทุก {n} วินาที',
    'Quay mỗi {n} giây',
  ),
  placeBets: t(
    'Bet on draw {n}',
    'Aposte no sorteio {n}',
    '投注第 {n} 期',
    'Taruhan undian {n}',
    'แทงงวด {n}',
    'Đặt cược kỳ {n}',
  ),
  balance: t('Balance', 'Saldo', '余额', 'Saldo', 'ยอดเงิน', 'Số dư'),
  pick: t('Pick numbers', 'Escolha números', '选号', 'Pilih nomor', 'เลือกเลข', 'Chọn số'),
  pickDigits: t(
    'The last two digits, 00–99',
    'Os dois últimos dígitos, 00–99',
    '最后两位数字，00–99',
    'Dua digit terakhir, 00–99',
    'เลขท้ายสองตัว 00–99',
    'Hai chữ số cuối, 00–99',
  ),
  pickKeno: t(
    '1 to 3 numbers of 1–80, all drawn to win',
    '1 a 3 números de 1–80, todos sorteados para ganhar',
    '选 1 至 3 个 1–80 的号码，全部开出即中奖',
    '1 sampai 3 nomor dari 1–80, semua harus keluar',
    'เลือก 1 ถึง 3 ตัวจาก 1–80 ต้องออกทั้งหมดจึงชนะ',
    '1 đến 3 số từ 1–80, tất cả phải về để thắng',
  ),
  bigSmall: t('Big / Small', 'Alto / Baixo', '大 / 小', 'Besar / Kecil', 'สูง / ต่ำ', 'Tài / Xỉu'),
  oddEven: t('Odd / Even', 'Ímpar / Par', '单 / 双', 'Ganjil / Genap', 'คี่ / คู่', 'Lẻ / Chẵn'),
  big: t('Big', 'Alto', '大', 'Besar', 'สูง', 'Tài'),
  small: t('Small', 'Baixo', '小', 'Kecil', 'ต่ำ', 'Xỉu'),
  odd: t('Odd', 'Ímpar', '单', 'Ganjil', 'คี่', 'Lẻ'),
  even: t('Even', 'Par', '双', 'Genap', 'คู่', 'Chẵn'),
  digitsRule: t(
    'Big is a last digit of 5–9, small 0–4; odd and even by the last digit.',
    'Alto é o último dígito de 5–9, baixo de 0–4; ímpar e par pelo último dígito.',
    '末位 5–9 为大，0–4 为小；单双看末位。',
    'Besar bila digit terakhir 5–9, kecil 0–4; ganjil/genap menurut digit terakhir.',
    'สูงคือเลขท้าย 5–9 ต่ำคือ 0–4 คี่คู่ดูจากเลขท้าย',
    'Tài khi số cuối 5–9, xỉu khi 0–4; chẵn lẻ theo số cuối.',
  ),
  kenoRule: t(
    'Big is a sum of the twenty numbers above 810, small below; 810 loses both. Odd and even by the sum.',
    'Alto é a soma dos vinte números acima de 810, baixo abaixo; 810 perde nos dois. Ímpar e par pela soma.',
    '二十个号码之和大于 810 为大，小于为小，等于 810 均输；单双看总和。',
    'Besar bila jumlah dua puluh nomor di atas 810, kecil di bawah; 810 kalah keduanya. Ganjil/genap menurut jumlah.',
    'ผลรวมยี่สิบตัวเกิน 810 คือสูง ต่ำกว่าคือต่ำ เท่ากับ 810 เสียทั้งคู่ คี่คู่ดูจากผลรวม',
    'Tổng hai mươi số trên 810 là tài, dưới là xỉu; bằng 810 thua cả hai. Chẵn lẻ theo tổng.',
  ),
  selection: t('Your numbers', 'Seus números', '您的号码', 'Nomor Anda', 'เลขของคุณ', 'Số của bạn'),
  choice: t('Your choice', 'Sua escolha', '您的选择', 'Pilihan Anda', 'ตัวเลือกของคุณ', 'Lựa chọn'),
  stake: t('Stake ({c})', 'Aposta ({c})', '投注额（{c}）', 'Taruhan ({c})', 'เดิมพัน ({c})', 'Tiền cược ({c})'),
  odds: t('Pays {x}×', 'Paga {x}×', '赔率 {x}×', 'Bayar {x}×', 'จ่าย {x}×', 'Trả {x}×'),
  bet: t('Place bet', 'Apostar', '下注', 'Pasang taruhan', 'วางเดิมพัน', 'Đặt cược'),
  placed: t(
    'Ticket {ref} placed on draw {n}.',
    'Bilhete {ref} registrado no sorteio {n}.',
    '注单 {ref} 已投注第 {n} 期。',
    'Tiket {ref} dipasang pada undian {n}.',
    'ตั๋ว {ref} วางในงวด {n} แล้ว',
    'Vé {ref} đã đặt cho kỳ {n}.',
  ),
  tickets: t('My tickets', 'Meus bilhetes', '我的注单', 'Tiket saya', 'ตั๋วของฉัน', 'Vé của tôi'),
  noTickets: t(
    'No tickets yet: your bets and their results appear here.',
    'Nenhum bilhete ainda: suas apostas e os resultados aparecem aqui.',
    '暂无注单：您的投注及结果将显示在这里。',
    'Belum ada tiket: taruhan dan hasilnya tampil di sini.',
    'ยังไม่มีตั๋ว: การเดิมพันและผลจะแสดงที่นี่',
    'Chưa có vé: cược và kết quả của bạn hiện ở đây.',
  ),
  ticketBet: t('Bet', 'Aposta', '投注', 'Taruhan', 'เดิมพัน', 'Cược'),
  ticketStake: t('Stake', 'Valor', '金额', 'Nilai', 'จำนวน', 'Số tiền'),
  ticketResult: t('Result', 'Resultado', '结果', 'Hasil', 'ผล', 'Kết quả'),
  open: t(
    'Waiting for the draw',
    'Aguardando o sorteio',
    '等待开奖',
    'Menunggu undian',
    'รอออกรางวัล',
    'Chờ quay',
  ),
  won: t(
    'Won {amount}',
    'Ganhou {amount}',
    '赢 {amount}',
    'Menang {amount}',
    'ชนะ {amount}',
    'Thắng {amount}',
  ),
  lost: t('Lost', 'Perdeu', '未中', 'Kalah', 'แพ้', 'Thua'),
}

/** Refusals of a lottery bet, for the view and the envelope. */
export const LOTTERY_ERRORS = {
  'lottery.draw.closed': t(
    'This draw is closed. Bet on the next one.',
    'Este sorteio está encerrado. Aposte no próximo.',
    '本期已封盘，请投注下一期。',
    'Undian ini sudah ditutup. Pasang di undian berikutnya.',
    'งวดนี้ปิดแล้ว กรุณาแทงงวดถัดไป',
    'Kỳ này đã đóng. Hãy cược kỳ tiếp theo.',
  ),
  'lottery.bet.type': t(
    'This bet type does not exist.',
    'Este tipo de aposta não existe.',
    '该投注类型不存在。',
    'Jenis taruhan ini tidak ada.',
    'ไม่มีประเภทเดิมพันนี้',
    'Loại cược này không tồn tại.',
  ),
  'lottery.bet.selection': t(
    'Check your choice: it does not fit this bet type.',
    'Confira sua escolha: ela não vale para este tipo de aposta.',
    '请检查您的选择：与该投注类型不符。',
    'Periksa pilihan Anda: tidak cocok untuk jenis taruhan ini.',
    'ตรวจสอบตัวเลือก: ไม่ตรงกับประเภทเดิมพันนี้',
    'Kiểm tra lựa chọn: không hợp với loại cược này.',
  ),
}

/**
 * @param {keyof typeof LOTTERY_TEXTS} key
 * @param {string} language
 * @param {Record<string, string | number>} [values]
 */
export function lotteryText(key, language, values = {}) {
  return pickText(LOTTERY_TEXTS[key], language).replace(/\{(\w+)\}/g, (_, name) => String(values[name] ?? ''))
}
