// @ts-check
// Texts of the Texas Hold'em page, in the six contract languages.

import { t, textsIn } from './localized.mjs'

/** @typedef {import('../lib/i18n.mjs').LocalizedText} LocalizedText */

export const HOLDEM_TEXTS = {
  deal: t(
    'Deal a hand (ante {amount})',
    'Distribuir mão (ante {amount})',
    '发牌（底注 {amount}）',
    'Bagikan kartu (ante {amount})',
    'แจกไพ่ (ante {amount})',
    'Chia bài (cược đầu {amount})',
  ),
  call: t(
    'Call {amount}',
    'Pagar {amount}',
    '跟注 {amount}',
    'Call {amount}',
    'คอล {amount}',
    'Theo {amount}',
  ),
  fold: t('Fold', 'Desistir', '弃牌', 'Fold', 'หมอบ', 'Bỏ bài'),
  yourCards: t('Your cards', 'Suas cartas', '您的手牌', 'Kartu Anda', 'ไพ่ของคุณ', 'Bài của bạn'),
  board: t('Board', 'Mesa', '公共牌', 'Kartu meja', 'ไพ่กลาง', 'Bài chung'),
  seat: t(
    'House seat {n}',
    'Assento da casa {n}',
    '庄家座位 {n}',
    'Kursi bandar {n}',
    'ที่นั่งเจ้ามือ {n}',
    'Ghế nhà cái {n}',
  ),
  seatIn: t('in the hand', 'na mão', '在局中', 'masih main', 'ยังเล่นอยู่', 'còn trong ván'),
  seatFolded: t('folded', 'desistiu', '已弃牌', 'fold', 'หมอบแล้ว', 'đã bỏ bài'),
  pot: t('Pot', 'Pote', '底池', 'Pot', 'กองกลาง', 'Tổng cược'),
  youFolded: t('You folded.', 'Você desistiu.', '您已弃牌。', 'Anda fold.', 'คุณหมอบแล้ว', 'Bạn đã bỏ bài.'),
  seatsFolded: t(
    'Every house seat folded: the pot is yours.',
    'Todos os assentos da casa desistiram: o pote é seu.',
    '所有庄家座位弃牌：底池归您。',
    'Semua kursi bandar fold: pot milik Anda.',
    'ที่นั่งเจ้ามือหมอบทั้งหมด กองกลางเป็นของคุณ',
    'Mọi ghế nhà cái bỏ bài: tổng cược thuộc về bạn.',
  ),
  you: t('You', 'Você', '您', 'Anda', 'คุณ', 'Bạn'),
  rake: t('Rake', 'Taxa da casa', '抽水', 'Rake', 'ค่าธรรมเนียมโต๊ะ', 'Phí bàn'),
  holdemRule: t(
    'You and two house seats each ante {unit}. Call {unit} or fold before the flop, on the flop and on the turn; the best five of seven cards win the pot. House seats stay in with a pair, an ace or king, or two cards of nine or better before the flop, and with a pair or better after it (or an ace in hand on the flop). Rake: 5% of the pot, none when the hand ends before the flop.',
    'Você e dois assentos da casa pagam ante de {unit}. Pague {unit} ou desista antes do flop, no flop e no turn; as cinco melhores de sete cartas levam o pote. Os assentos da casa continuam com um par, um ás ou rei, ou duas cartas de nove ou mais antes do flop, e com um par ou melhor depois (ou um ás na mão no flop). Taxa da casa: 5% do pote, nenhuma se a mão terminar antes do flop.',
    '您和两个庄家座位各下底注 {unit}。在翻牌前、翻牌和转牌时跟注 {unit} 或弃牌；七张牌中最好的五张赢得底池。庄家座位翻牌前持有对子、A 或 K、或两张 9 以上时继续，翻牌后持有一对或更好（或翻牌时手中有 A）时继续。抽水：底池的 5%，翻牌前结束的牌局不抽水。',
    'Anda dan dua kursi bandar masing-masing ante {unit}. Call {unit} atau fold sebelum flop, saat flop dan turn; lima kartu terbaik dari tujuh memenangkan pot. Kursi bandar tetap main dengan pasangan, as atau king, atau dua kartu sembilan ke atas sebelum flop, dan dengan pasangan atau lebih setelahnya (atau as di tangan saat flop). Rake: 5% dari pot, tanpa rake jika permainan selesai sebelum flop.',
    'คุณและที่นั่งเจ้ามือสองที่ลง ante คนละ {unit} คอล {unit} หรือหมอบก่อนฟล็อป ที่ฟล็อป และที่เทิร์น ไพ่ดีที่สุดห้าใบจากเจ็ดใบชนะกองกลาง ที่นั่งเจ้ามือเล่นต่อเมื่อมีคู่ เอซหรือคิง หรือไพ่สองใบตั้งแต่เก้าขึ้นไปก่อนฟล็อป และเมื่อมีคู่ขึ้นไปหลังฟล็อป (หรือมีเอซในมือที่ฟล็อป) ค่าธรรมเนียมโต๊ะ 5% ของกองกลาง ไม่เก็บหากจบก่อนฟล็อป',
    'Bạn và hai ghế nhà cái mỗi bên cược đầu {unit}. Theo {unit} hoặc bỏ bài trước flop, ở flop và ở turn; năm lá tốt nhất trong bảy lá thắng tổng cược. Ghế nhà cái chơi tiếp khi có đôi, át hoặc già, hoặc hai lá từ chín trở lên trước flop, và khi có đôi trở lên sau đó (hoặc có át trên tay ở flop). Phí bàn: 5% tổng cược, không thu nếu ván kết thúc trước flop.',
  ),
  category0: t('high card', 'carta alta', '高牌', 'kartu tinggi', 'ไพ่สูง', 'mậu thầu'),
  category1: t('a pair', 'um par', '一对', 'satu pasang', 'หนึ่งคู่', 'một đôi'),
  category2: t('two pair', 'dois pares', '两对', 'dua pasang', 'สองคู่', 'hai đôi'),
  category3: t('three of a kind', 'trinca', '三条', 'three of a kind', 'ตอง', 'sám cô'),
  category4: t('a straight', 'sequência', '顺子', 'straight', 'สเตรท', 'sảnh'),
  category5: t('a flush', 'flush', '同花', 'flush', 'ฟลัช', 'thùng'),
  category6: t('a full house', 'full house', '葫芦', 'full house', 'ฟูลเฮาส์', 'cù lũ'),
  category7: t('four of a kind', 'quadra', '四条', 'four of a kind', 'โฟร์การ์ด', 'tứ quý'),
  category8: t(
    'a straight flush',
    'straight flush',
    '同花顺',
    'straight flush',
    'สเตรทฟลัช',
    'thùng phá sảnh',
  ),
}

/** @param {string} language */
export function holdemTextsFor(language) {
  return textsIn(HOLDEM_TEXTS, language)
}
