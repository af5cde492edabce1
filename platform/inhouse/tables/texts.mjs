// @ts-check
// Texts of the live tables' page and their error codes, in the six contract languages.

import { t, textsIn } from '../localized.mjs'

/** @typedef {import('../../lib/i18n.mjs').LocalizedText} LocalizedText */

export const TABLE_TEXTS = {
  placeBets: t(
    'Place your bets',
    'Façam suas apostas',
    '请下注',
    'Silakan pasang taruhan',
    'เชิญวางเดิมพัน',
    'Mời đặt cược',
  ),
  noMoreBets: t(
    'No more bets',
    'Apostas encerradas',
    '停止下注',
    'Taruhan ditutup',
    'ปิดรับเดิมพัน',
    'Hết giờ đặt cược',
  ),
  closesIn: t(
    'Bets close in {s} s',
    'As apostas fecham em {s} s',
    '{s} 秒后停止下注',
    'Taruhan ditutup dalam {s} dtk',
    'ปิดรับเดิมพันใน {s} วินาที',
    'Đóng cược sau {s} giây',
  ),
  nextIn: t(
    'Next round in {s} s',
    'Próxima rodada em {s} s',
    '{s} 秒后开始下一局',
    'Ronde berikutnya dalam {s} dtk',
    'รอบถัดไปใน {s} วินาที',
    'Ván tiếp theo sau {s} giây',
  ),
  roundNo: t('Round {n}', 'Rodada {n}', '第 {n} 局', 'Ronde {n}', 'รอบที่ {n}', 'Ván {n}'),
  dealer: t('Dealer', 'Crupiê', '荷官', 'Dealer', 'ดีลเลอร์', 'Người chia bài'),
  chip: t('Chip', 'Ficha', '筹码', 'Chip', 'ชิป', 'Chip'),
  clear: t('Clear', 'Limpar', '清除', 'Hapus', 'ล้าง', 'Xóa'),
  confirm: t('Place bets', 'Confirmar apostas', '确认下注', 'Pasang taruhan', 'ยืนยันเดิมพัน', 'Đặt cược'),
  slip: t(
    'Your bets on this round',
    'Suas apostas nesta rodada',
    '本局您的投注',
    'Taruhan Anda di ronde ini',
    'เดิมพันของคุณในรอบนี้',
    'Cược của bạn ván này',
  ),
  slipEmpty: t(
    'Choose a chip, then tap where to bet.',
    'Escolha uma ficha e toque onde quer apostar.',
    '选择筹码，然后点击下注位置。',
    'Pilih chip, lalu ketuk tempat taruhan.',
    'เลือกชิป แล้วแตะตำแหน่งที่จะเดิมพัน',
    'Chọn chip rồi chạm vào ô muốn cược.',
  ),
  total: t('Total', 'Total', '合计', 'Total', 'รวม', 'Tổng'),
  placed: t(
    'Bets placed: {amount}. Waiting for the result.',
    'Apostas feitas: {amount}. Aguardando o resultado.',
    '已下注 {amount}，等待开奖。',
    'Taruhan dipasang: {amount}. Menunggu hasil.',
    'วางเดิมพันแล้ว {amount} รอผล',
    'Đã đặt cược {amount}. Đang chờ kết quả.',
  ),
  returned: t(
    'Round {n}: staked {stake}, paid {payout}',
    'Rodada {n}: apostou {stake}, recebeu {payout}',
    '第 {n} 局：投注 {stake}，派彩 {payout}',
    'Ronde {n}: taruhan {stake}, dibayar {payout}',
    'รอบที่ {n}: เดิมพัน {stake} ได้รับ {payout}',
    'Ván {n}: cược {stake}, trả {payout}',
  ),
  history: t('Last results', 'Últimos resultados', '近期结果', 'Hasil terakhir', 'ผลล่าสุด', 'Kết quả gần đây'),
  noHistory: t(
    'No round has been dealt yet.',
    'Nenhuma rodada foi jogada ainda.',
    '尚未开局。',
    'Belum ada ronde yang dimainkan.',
    'ยังไม่มีรอบที่เล่นแล้ว',
    'Chưa có ván nào.',
  ),
  landed: t(
    '{pocket} {colour}',
    '{pocket} {colour}',
    '{pocket} {colour}',
    '{pocket} {colour}',
    '{pocket} {colour}',
    '{pocket} {colour}',
  ),
  red: t('red', 'vermelho', '红', 'merah', 'แดง', 'đỏ'),
  black: t('black', 'preto', '黑', 'hitam', 'ดำ', 'đen'),
  green: t('green', 'verde', '绿', 'hijau', 'เขียว', 'xanh'),
  player: t('Player', 'Jogador', '闲', 'Player', 'ผู้เล่น', 'Con'),
  banker: t('Banker', 'Banca', '庄', 'Banker', 'เจ้ามือ', 'Cái'),
  tie: t('Tie', 'Empate', '和', 'Seri', 'เสมอ', 'Hòa'),
  dragon: t('Dragon', 'Dragão', '龙', 'Naga', 'มังกร', 'Rồng'),
  tiger: t('Tiger', 'Tigre', '虎', 'Harimau', 'เสือ', 'Hổ'),
  wins: t('{side} wins', 'Vence {side}', '{side}赢', '{side} menang', '{side} ชนะ', '{side} thắng'),
  odd: t('Odd', 'Ímpar', '单', 'Ganjil', 'คี่', 'Lẻ'),
  even: t('Even', 'Par', '双', 'Genap', 'คู่', 'Chẵn'),
  low: t('1–18', '1–18', '1–18', '1–18', '1–18', '1–18'),
  high: t('19–36', '19–36', '19–36', '19–36', '19–36', '19–36'),
  redSpot: t('Red', 'Vermelho', '红', 'Merah', 'แดง', 'Đỏ'),
  blackSpot: t('Black', 'Preto', '黑', 'Hitam', 'ดำ', 'Đen'),
  dozen: t('Dozen {n}', '{n}ª dúzia', '第 {n} 打', 'Lusin {n}', 'โหลที่ {n}', 'Tá {n}'),
  column: t('Column {n}', 'Coluna {n}', '第 {n} 列', 'Kolom {n}', 'คอลัมน์ {n}', 'Cột {n}'),
  betType: t('Bet on', 'Apostar em', '下注方式', 'Taruhan pada', 'แบบเดิมพัน', 'Kiểu cược'),
  straight: t('Single number', 'Número pleno', '直注（单号）', 'Satu angka', 'เลขเดี่ยว', 'Một số'),
  split: t(
    'Split (two numbers)',
    'Cavalo (dois números)',
    '分注（两个号码）',
    'Split (dua angka)',
    'สปลิต (สองเลข)',
    'Cặp (hai số)',
  ),
  street: t(
    'Street (row of three)',
    'Transversal (três)',
    '街注（三个号码）',
    'Street (tiga angka)',
    'สตรีท (สามเลข)',
    'Hàng ba số',
  ),
  corner: t(
    'Corner (four)',
    'Quadra (quatro)',
    '角注（四个号码）',
    'Corner (empat)',
    'คอร์เนอร์ (สี่เลข)',
    'Góc (bốn số)',
  ),
  line: t(
    'Six line',
    'Linha (seis)',
    '线注（六个号码）',
    'Six line (enam)',
    'ซิกซ์ไลน์ (หกเลข)',
    'Hai hàng (sáu số)',
  ),
  splitNext: t(
    'Now tap a number beside {n}.',
    'Agora toque um número ao lado de {n}.',
    '请再点击 {n} 旁边的号码。',
    'Sekarang ketuk angka di samping {n}.',
    'แตะเลขที่อยู่ติดกับ {n}',
    'Chạm tiếp một số cạnh {n}.',
  ),
  spotInvalid: t(
    'That bet is not on the layout: choose another number.',
    'Essa aposta não existe na mesa: escolha outro número.',
    '桌面上没有该投注位置，请选择其他号码。',
    'Taruhan itu tidak ada di meja: pilih angka lain.',
    'ไม่มีตำแหน่งเดิมพันนี้บนโต๊ะ เลือกเลขอื่น',
    'Không có ô cược đó trên bàn: hãy chọn số khác.',
  ),
  layout: t('Betting layout', 'Mesa de apostas', '下注区', 'Meja taruhan', 'โต๊ะเดิมพัน', 'Bàn cược'),
  odds: t(
    'Pays: {pays}. Return to player {rtp}.',
    'Paga: {pays}. Retorno ao jogador {rtp}.',
    '赔率：{pays}。返还率 {rtp}。',
    'Bayaran: {pays}. RTP {rtp}.',
    'อัตราจ่าย: {pays} อัตราคืนผู้เล่น {rtp}',
    'Tỷ lệ trả: {pays}. Hoàn trả {rtp}.',
  ),
  tableFairHelp: t(
    'Every round has its own random seed. Its SHA-256 hash is shown while bets are open; at "no more bets" the seed is revealed and decides the result, the same for everyone at the table. Check any past round on the verification page.',
    'Cada rodada tem sua própria semente aleatória. O hash SHA-256 aparece enquanto as apostas estão abertas; ao encerrar as apostas a semente é revelada e decide o resultado, igual para todos na mesa. Confira qualquer rodada na página de verificação.',
    '每局都有独立的随机种子。下注期间显示其 SHA-256 哈希；停止下注时公布种子并由其决定结果，桌上所有玩家结果相同。可在验证页面核对任一局。',
    'Setiap ronde punya seed acak sendiri. Hash SHA-256-nya tampil selama taruhan dibuka; saat taruhan ditutup seed dibuka dan menentukan hasil, sama untuk semua pemain di meja. Periksa ronde mana pun di halaman verifikasi.',
    'ทุกรอบมี seed สุ่มของตัวเอง ระหว่างเปิดรับเดิมพันจะแสดงแฮช SHA-256 เมื่อปิดรับเดิมพัน seed จะถูกเปิดเผยและใช้ตัดสินผล เหมือนกันสำหรับทุกคนที่โต๊ะ ตรวจสอบรอบใดก็ได้ที่หน้าตรวจสอบ',
    'Mỗi ván có seed ngẫu nhiên riêng. Mã băm SHA-256 hiển thị khi còn nhận cược; khi hết giờ cược, seed được công bố và quyết định kết quả, giống nhau cho mọi người tại bàn. Kiểm chứng bất kỳ ván nào ở trang kiểm chứng.',
  ),
  roundSeedHash: t(
    'Hash of this round’s seed',
    'Hash da semente desta rodada',
    '本局种子哈希',
    'Hash seed ronde ini',
    'แฮชของ seed รอบนี้',
    'Mã băm seed của ván này',
  ),
  lastSeed: t(
    'Seed of the last round',
    'Semente da última rodada',
    '上一局种子',
    'Seed ronde terakhir',
    'seed ของรอบล่าสุด',
    'Seed của ván trước',
  ),
}

export const TABLE_ERRORS = {
  'table.closed': t(
    'Bets are closed for this round. Place them on the next one.',
    'As apostas desta rodada estão encerradas. Aposte na próxima.',
    '本局已停止下注，请在下一局下注。',
    'Taruhan ronde ini sudah ditutup. Pasang di ronde berikutnya.',
    'รอบนี้ปิดรับเดิมพันแล้ว เดิมพันในรอบถัดไป',
    'Ván này đã hết giờ cược. Hãy cược ván sau.',
  ),
  'table.bet.placed': t(
    'You already have bets on this round (perhaps in another tab).',
    'Você já apostou nesta rodada (talvez em outra aba).',
    '您本局已下注（可能在其他标签页）。',
    'Anda sudah bertaruh di ronde ini (mungkin di tab lain).',
    'คุณเดิมพันรอบนี้แล้ว (อาจในแท็บอื่น)',
    'Bạn đã cược ván này (có thể ở thẻ khác).',
  ),
  'table.spot': t(
    'Choose between 1 and 20 different places on the layout.',
    'Escolha de 1 a 20 posições diferentes na mesa.',
    '请选择 1 至 20 个不同的下注位置。',
    'Pilih 1 sampai 20 tempat berbeda di meja.',
    'เลือกตำแหน่งที่ต่างกัน 1 ถึง 20 ตำแหน่ง',
    'Chọn từ 1 đến 20 ô cược khác nhau.',
  ),
}

/**
 * @param {keyof typeof TABLE_TEXTS} key
 * @param {string} language
 */
export function tableText(key, language) {
  const texts = TABLE_TEXTS[key]
  return texts[/** @type {keyof LocalizedText} */ (language)] ?? texts.EN
}

/** @param {string} language */
export function tableTextsFor(language) {
  return textsIn(TABLE_TEXTS, language)
}
