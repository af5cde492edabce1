// @ts-check
// Artwork drawn as SVG from data, so the platform needs no image files and no external host:
// game tiles, vendor logos, banners, promotion images, payment-method icons and avatars.

/** @param {string} value */
export function escapeXml(value) {
  return value.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

const FONT = "font-family=\"'Segoe UI', 'Noto Sans', 'Noto Sans Thai', 'Noto Sans SC', Arial, sans-serif\""

/**
 * @param {string} id
 * @param {number} hue
 * @param {number} [shift]
 */
function gradient(id, hue, shift = 50) {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">
  <stop offset="0" stop-color="hsl(${hue} 70% 45%)"/>
  <stop offset="1" stop-color="hsl(${(hue + shift) % 360} 75% 22%)"/>
</linearGradient>`
}

/**
 * Splits a title into at most `maxLines` lines of about `width` characters.
 * @param {string} title
 * @param {number} width
 * @param {number} maxLines
 */
function wrap(title, width, maxLines) {
  const words = title.includes(' ') ? title.split(' ') : [...title]
  const joiner = title.includes(' ') ? ' ' : ''
  /** @type {string[]} */
  const lines = []
  let current = ''
  for (const word of words) {
    const candidate = current ? `${current}${joiner}${word}` : word
    if (candidate.length > width && current) {
      lines.push(current)
      current = word
    } else {
      current = candidate
    }
  }
  if (current) lines.push(current)
  if (lines.length <= maxLines) return lines
  const kept = lines.slice(0, maxLines)
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`
  return kept
}

/**
 * @param {string[]} lines
 * @param {number} x
 * @param {number} y
 * @param {number} size
 * @param {string} anchor
 */
function textLines(lines, x, y, size, anchor) {
  return lines
    .map(
      (line, index) =>
        `<text x="${x}" y="${y + index * size * 1.2}" font-size="${size}" font-weight="700" fill="#fff" text-anchor="${anchor}" ${FONT}>${escapeXml(line)}</text>`,
    )
    .join('')
}

const EMBLEMS = {
  slot: (/** @type {number} */ cx, /** @type {number} */ cy) =>
    [-44, 0, 44]
      .map(
        (dx) =>
          `<rect x="${cx + dx - 18}" y="${cy - 26}" width="36" height="52" rx="6" fill="#fff" fill-opacity="0.9"/><text x="${cx + dx}" y="${cy + 10}" font-size="28" font-weight="800" fill="#c2185b" text-anchor="middle" ${FONT}>7</text>`,
      )
      .join(''),
  table: (/** @type {number} */ cx, /** @type {number} */ cy) =>
    `<circle cx="${cx}" cy="${cy}" r="38" fill="none" stroke="#fff" stroke-width="8" stroke-dasharray="12 8"/><circle cx="${cx}" cy="${cy}" r="18" fill="#fff" fill-opacity="0.85"/>`,
  crash: (/** @type {number} */ cx, /** @type {number} */ cy) =>
    `<polyline points="${cx - 60},${cy + 30} ${cx - 20},${cy + 10} ${cx + 10},${cy - 5} ${cx + 55},${cy - 40}" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round"/><circle cx="${cx + 55}" cy="${cy - 40}" r="10" fill="#ffeb3b"/>`,
  fishing: (/** @type {number} */ cx, /** @type {number} */ cy) =>
    `<path d="M${cx - 50},${cy} q40,-40 80,0 q-40,40 -80,0z" fill="#fff" fill-opacity="0.9"/><path d="M${cx + 30},${cy} l26,-20 v40z" fill="#fff" fill-opacity="0.9"/><circle cx="${cx - 28}" cy="${cy - 4}" r="5" fill="#333"/>`,
  cards: (/** @type {number} */ cx, /** @type {number} */ cy) =>
    `<rect x="${cx - 40}" y="${cy - 34}" width="48" height="68" rx="6" fill="#fff" transform="rotate(-12 ${cx} ${cy})"/><rect x="${cx - 8}" y="${cy - 34}" width="48" height="68" rx="6" fill="#fff" fill-opacity="0.85" transform="rotate(10 ${cx} ${cy})"/>`,
  sports: (/** @type {number} */ cx, /** @type {number} */ cy) =>
    `<circle cx="${cx}" cy="${cy}" r="40" fill="#fff" fill-opacity="0.9"/><polygon points="${cx},${cy - 16} ${cx + 15},${cy - 5} ${cx + 9},${cy + 13} ${cx - 9},${cy + 13} ${cx - 15},${cy - 5}" fill="#333"/>`,
  lottery: (/** @type {number} */ cx, /** @type {number} */ cy) =>
    [-40, 0, 40]
      .map(
        (dx, index) =>
          `<circle cx="${cx + dx}" cy="${cy}" r="18" fill="#fff"/><text x="${cx + dx}" y="${cy + 7}" font-size="18" font-weight="800" fill="#333" text-anchor="middle" ${FONT}>${index * 3 + 2}</text>`,
      )
      .join(''),
  original: (/** @type {number} */ cx, /** @type {number} */ cy) =>
    `<rect x="${cx - 34}" y="${cy - 34}" width="68" height="68" rx="12" fill="#fff" transform="rotate(15 ${cx} ${cy})"/>${[
      [-14, -14],
      [14, 14],
      [0, 0],
    ]
      .map(([dx, dy]) => `<circle cx="${cx + (dx ?? 0)}" cy="${cy + (dy ?? 0)}" r="6" fill="#333"/>`)
      .join('')}`,
}

/**
 * @param {{ name: string, vendorName: string, classify: string, hue: number }} game
 */
export function gameTile({ name, vendorName, classify, hue }) {
  const emblem = EMBLEMS[/** @type {keyof typeof EMBLEMS} */ (classify)] ?? EMBLEMS.slot
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" role="img" aria-label="${escapeXml(name)}">
<defs>${gradient('g', hue)}</defs>
<rect width="256" height="256" rx="20" fill="url(#g)"/>
<circle cx="210" cy="40" r="70" fill="#fff" fill-opacity="0.08"/>
${emblem(128, 96)}
${textLines(wrap(name, 16, 2), 128, 178, 22, 'middle')}
<text x="128" y="238" font-size="13" fill="#fff" fill-opacity="0.75" text-anchor="middle" ${FONT}>${escapeXml(vendorName)}</text>
</svg>`
}

/** @param {string} name */
function initials(name) {
  return name
    .split(/\s+/)
    .map((word) => word[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase()
}

/**
 * @param {{ name: string, hue: number }} vendor
 * @param {'large' | 'small'} size
 */
export function vendorLogo({ name, hue }, size) {
  if (size === 'small') {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${escapeXml(name)}">
<defs>${gradient('v', hue, 30)}</defs>
<rect width="96" height="96" rx="22" fill="url(#v)"/>
<text x="48" y="60" font-size="34" font-weight="800" fill="#fff" text-anchor="middle" ${FONT}>${escapeXml(initials(name))}</text>
</svg>`
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="120" viewBox="0 0 360 120" role="img" aria-label="${escapeXml(name)}">
<defs>${gradient('v', hue, 30)}</defs>
<rect width="360" height="120" rx="18" fill="url(#v)"/>
<circle cx="60" cy="60" r="36" fill="#fff" fill-opacity="0.9"/>
<text x="60" y="72" font-size="32" font-weight="800" fill="hsl(${hue} 70% 35%)" text-anchor="middle" ${FONT}>${escapeXml(initials(name))}</text>
${textLines(wrap(name, 18, 2), 112, name.length > 18 ? 52 : 70, 24, 'start')}
</svg>`
}

/**
 * How many characters of a bold headline fit a width, so a line ends before the artwork's right margin
 * instead of running past its edge: a Latin, Vietnamese or Thai glyph averages about 0.62 em, a Chinese
 * one a full em.
 * @param {string} title
 * @param {number} width
 * @param {number} fontSize
 */
function charsPerLine(title, width, fontSize) {
  const em = /[\u2e80-\u9fff\uff00-\uffef]/.test(title) ? 1 : 0.62
  return Math.floor(width / (fontSize * em))
}

/**
 * @param {{ title: string, brandName: string, hue: number, width?: number, height?: number }} banner
 */
export function bannerArt({ title, brandName, hue, width = 1200, height = 400 }) {
  const scale = height / 400
  const margin = 64 * scale
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}">
<defs>${gradient('b', hue, 70)}</defs>
<rect width="${width}" height="${height}" fill="url(#b)"/>
<circle cx="${width * 0.82}" cy="${height * 0.3}" r="${height * 0.55}" fill="#fff" fill-opacity="0.07"/>
<circle cx="${width * 0.92}" cy="${height * 0.9}" r="${height * 0.35}" fill="#fff" fill-opacity="0.06"/>
<text x="${margin}" y="${90 * scale}" font-size="${28 * scale}" fill="#fff" fill-opacity="0.8" letter-spacing="3" ${FONT}>${escapeXml(brandName.toUpperCase())}</text>
${textLines(wrap(title, charsPerLine(title, width - 2 * margin, 64 * scale), 3), margin, 190 * scale, 64 * scale, 'start')}
</svg>`
}

/**
 * @param {{ title: string, brandName: string, hue: number }} promotion
 */
export function promotionArt(promotion) {
  return bannerArt({ ...promotion, width: 800, height: 400 })
}

export const PAYMENT_METHODS = [
  { code: 'bank', name: 'Bank transfer' },
  { code: 'card', name: 'Card' },
  { code: 'ewallet', name: 'E-wallet' },
  { code: 'qr', name: 'QR payment' },
  { code: 'crypto', name: 'Crypto' },
]

/**
 * The names players read in the footer, by language (the artwork keeps the English one).
 * @type {Record<string, import('./i18n.mjs').LocalizedText>}
 */
export const PAYMENT_METHOD_NAMES = {
  bank: {
    EN: 'Bank transfer',
    PT: 'Transferência bancária',
    ZH: '银行转账',
    ID: 'Transfer bank',
    TH: 'โอนผ่านธนาคาร',
    VI: 'Chuyển khoản ngân hàng',
  },
  card: { EN: 'Card', PT: 'Cartão', ZH: '银行卡', ID: 'Kartu', TH: 'บัตร', VI: 'Thẻ' },
  ewallet: {
    EN: 'E-wallet',
    PT: 'Carteira digital',
    ZH: '电子钱包',
    ID: 'Dompet digital',
    TH: 'อีวอลเล็ต',
    VI: 'Ví điện tử',
  },
  qr: {
    EN: 'QR payment',
    PT: 'Pagamento por QR',
    ZH: '扫码支付',
    ID: 'Pembayaran QR',
    TH: 'ชำระผ่าน QR',
    VI: 'Thanh toán QR',
  },
  crypto: { EN: 'Crypto', PT: 'Criptomoedas', ZH: '加密货币', ID: 'Kripto', TH: 'คริปโต', VI: 'Tiền mã hóa' },
}

/** @param {{ code: string, name: string }} method */
export function paymentIcon({ code, name }) {
  const glyphs = {
    bank: '<path d="M12 20 L36 8 L60 20 Z M16 24 h40 v3 h-40z M18 29 h5 v12 h-5z M33 29 h5 v12 h-5z M48 29 h5 v12 h-5z M14 43 h44 v4 h-44z" fill="#fff"/>',
    card: '<rect x="10" y="12" width="52" height="34" rx="5" fill="#fff"/><rect x="10" y="19" width="52" height="7" fill="#455a64"/>',
    ewallet:
      '<rect x="12" y="12" width="48" height="34" rx="7" fill="#fff"/><circle cx="50" cy="29" r="5" fill="#455a64"/>',
    qr: '<rect x="12" y="8" width="16" height="16" fill="#fff"/><rect x="44" y="8" width="16" height="16" fill="#fff"/><rect x="12" y="34" width="16" height="16" fill="#fff"/><rect x="34" y="30" width="8" height="8" fill="#fff"/><rect x="46" y="40" width="10" height="10" fill="#fff"/>',
    crypto:
      '<circle cx="36" cy="29" r="20" fill="#fff"/><text x="36" y="37" font-size="22" font-weight="800" fill="#455a64" text-anchor="middle" ' +
      FONT +
      '>₿</text>',
  }
  const glyph = glyphs[/** @type {keyof typeof glyphs} */ (code)] ?? glyphs.card
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="58" viewBox="0 0 160 58" role="img" aria-label="${escapeXml(name)}">
<rect width="160" height="58" rx="10" fill="#37474f"/>
${glyph}
<text x="72" y="35" font-size="14" font-weight="600" fill="#fff" ${FONT}>${escapeXml(name)}</text>
</svg>`
}

export const AVATAR_COUNT = 8

/** @param {number} index 1..AVATAR_COUNT */
export function avatarArt(index) {
  const hue = (index * 47) % 360
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="avatar ${index}">
<defs>${gradient('a', hue, 40)}</defs>
<circle cx="64" cy="64" r="64" fill="url(#a)"/>
<circle cx="64" cy="52" r="22" fill="#fff" fill-opacity="0.9"/>
<path d="M24 112 q40 -50 80 0" fill="#fff" fill-opacity="0.9"/>
</svg>`
}
