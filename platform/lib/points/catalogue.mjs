// @ts-check
// What the demo merchants offer in the point mall: how many minor units of valid bet earn one point in
// each game category, the rate points convert to cash at, and the rewards (cash credited through the
// money ledger, or an item the operator hands over).

/** @typedef {import('../i18n.mjs').LocalizedText} LocalizedText */

/**
 * Minor units of valid bet per point, by game category: one point per 1.00 wagered, two on the house's
 * own games, half a point on live tables, sports and lotteries.
 * @type {Record<string, number>}
 */
export const POINT_CONFIG = {
  INHOUSE: 50,
  RNG: 100,
  FISH: 100,
  PVP: 100,
  LIVE: 200,
  SPORTS: 200,
  ESPORTS: 200,
  LOTT: 200,
  ELOTT: 200,
}

/** One point is worth one minor unit when converted, from 100 points up. */
export const POINT_CONVERSION = { minorPerPoint: 1, minPoints: 100 }

/**
 * @typedef {object} RewardSeed
 * @property {string} code
 * @property {'cash' | 'item'} kind
 * @property {number} cost points
 * @property {number} cashMinor what a cash reward credits
 * @property {number} stock
 * @property {number | null} memberLimit how many one member may redeem, null for no limit
 * @property {number} hue artwork colour
 * @property {LocalizedText} names
 */

/** @type {RewardSeed[]} */
export const POINT_REWARDS = [
  {
    code: 'frame',
    kind: 'item',
    cost: 5,
    cashMinor: 0,
    stock: 10_000,
    memberLimit: 3,
    hue: 200,
    names: {
      EN: 'Golden avatar frame',
      PT: 'Moldura dourada de avatar',
      ZH: '金色头像框',
      ID: 'Bingkai avatar emas',
      TH: 'กรอบอวตารสีทอง',
      VI: 'Khung ảnh đại diện vàng',
    },
  },
  {
    code: 'spins',
    kind: 'item',
    cost: 50,
    cashMinor: 0,
    stock: 1_000,
    memberLimit: 10,
    hue: 280,
    names: {
      EN: '10 free spins voucher',
      PT: 'Vale de 10 rodadas grátis',
      ZH: '10次免费旋转券',
      ID: 'Voucher 10 putaran gratis',
      TH: 'คูปองฟรีสปิน 10 ครั้ง',
      VI: 'Phiếu 10 vòng quay miễn phí',
    },
  },
  {
    code: 'cash5',
    kind: 'cash',
    cost: 400,
    cashMinor: 500,
    stock: 500,
    memberLimit: 5,
    hue: 130,
    names: {
      EN: '5.00 cash bonus',
      PT: 'Bônus de 5,00 em dinheiro',
      ZH: '5.00现金奖励',
      ID: 'Bonus tunai 5.00',
      TH: 'โบนัสเงินสด 5.00',
      VI: 'Thưởng tiền mặt 5.00',
    },
  },
  {
    code: 'cash20',
    kind: 'cash',
    cost: 1_500,
    cashMinor: 2_000,
    stock: 200,
    memberLimit: 3,
    hue: 100,
    names: {
      EN: '20.00 cash bonus',
      PT: 'Bônus de 20,00 em dinheiro',
      ZH: '20.00现金奖励',
      ID: 'Bonus tunai 20.00',
      TH: 'โบนัสเงินสด 20.00',
      VI: 'Thưởng tiền mặt 20.00',
    },
  },
  {
    code: 'cap',
    kind: 'item',
    cost: 800,
    cashMinor: 0,
    stock: 30,
    memberLimit: 1,
    hue: 20,
    names: {
      EN: 'Embroidered cap',
      PT: 'Boné bordado',
      ZH: '刺绣棒球帽',
      ID: 'Topi bordir',
      TH: 'หมวกแก๊ปปักลาย',
      VI: 'Mũ lưỡi trai thêu',
    },
  },
  {
    code: 'lounge',
    kind: 'item',
    cost: 2_000,
    cashMinor: 0,
    stock: 50,
    memberLimit: 2,
    hue: 320,
    names: {
      EN: 'VIP lounge day pass',
      PT: 'Passe diário da sala VIP',
      ZH: 'VIP贵宾室日通行证',
      ID: 'Tiket harian lounge VIP',
      TH: 'บัตรผ่านห้อง VIP รายวัน',
      VI: 'Vé ngày phòng chờ VIP',
    },
  },
  {
    code: 'headphones',
    kind: 'item',
    cost: 5_000,
    cashMinor: 0,
    stock: 5,
    memberLimit: 1,
    hue: 240,
    names: {
      EN: 'Wireless headphones',
      PT: 'Fones de ouvido sem fio',
      ZH: '无线耳机',
      ID: 'Headphone nirkabel',
      TH: 'หูฟังไร้สาย',
      VI: 'Tai nghe không dây',
    },
  },
  {
    code: 'cash100',
    kind: 'cash',
    cost: 7_000,
    cashMinor: 10_000,
    stock: 20,
    memberLimit: 1,
    hue: 50,
    names: {
      EN: '100.00 cash bonus',
      PT: 'Bônus de 100,00 em dinheiro',
      ZH: '100.00现金奖励',
      ID: 'Bonus tunai 100.00',
      TH: 'โบนัสเงินสด 100.00',
      VI: 'Thưởng tiền mặt 100.00',
    },
  },
  {
    code: 'watch',
    kind: 'item',
    cost: 12_000,
    cashMinor: 0,
    stock: 3,
    memberLimit: 1,
    hue: 0,
    names: {
      EN: 'Smartwatch',
      PT: 'Relógio inteligente',
      ZH: '智能手表',
      ID: 'Jam tangan pintar',
      TH: 'สมาร์ทวอทช์',
      VI: 'Đồng hồ thông minh',
    },
  },
]
