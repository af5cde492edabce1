// @ts-check
// Image captcha: characters from a 5×7 bitmap font, each rotated, sheared and offset, over noise
// lines and dots, encoded as PNG by hand (zlib deflate + CRC32), so no image library is needed.
import { randomBytes, randomInt } from 'node:crypto'
import { deflateSync } from 'node:zlib'

/** @typedef {import('better-sqlite3').Database} Db */

export const CAPTCHA_TTL_MS = 5 * 60 * 1000

/** Characters that cannot be mistaken for each other (no 0/O, 1/I). */
const GLYPHS = {
  A: ['01110', '10001', '10001', '11111', '10001', '10001', '10001'],
  B: ['11110', '10001', '10001', '11110', '10001', '10001', '11110'],
  C: ['01111', '10000', '10000', '10000', '10000', '10000', '01111'],
  D: ['11110', '10001', '10001', '10001', '10001', '10001', '11110'],
  E: ['11111', '10000', '10000', '11110', '10000', '10000', '11111'],
  F: ['11111', '10000', '10000', '11110', '10000', '10000', '10000'],
  G: ['01111', '10000', '10000', '10111', '10001', '10001', '01111'],
  H: ['10001', '10001', '10001', '11111', '10001', '10001', '10001'],
  J: ['00111', '00010', '00010', '00010', '00010', '10010', '01100'],
  K: ['10001', '10010', '10100', '11000', '10100', '10010', '10001'],
  L: ['10000', '10000', '10000', '10000', '10000', '10000', '11111'],
  M: ['10001', '11011', '10101', '10101', '10001', '10001', '10001'],
  N: ['10001', '11001', '10101', '10011', '10001', '10001', '10001'],
  P: ['11110', '10001', '10001', '11110', '10000', '10000', '10000'],
  Q: ['01110', '10001', '10001', '10001', '10101', '10010', '01101'],
  R: ['11110', '10001', '10001', '11110', '10100', '10010', '10001'],
  S: ['01111', '10000', '10000', '01110', '00001', '00001', '11110'],
  T: ['11111', '00100', '00100', '00100', '00100', '00100', '00100'],
  U: ['10001', '10001', '10001', '10001', '10001', '10001', '01110'],
  V: ['10001', '10001', '10001', '10001', '10001', '01010', '00100'],
  W: ['10001', '10001', '10001', '10101', '10101', '10101', '01010'],
  X: ['10001', '10001', '01010', '00100', '01010', '10001', '10001'],
  Y: ['10001', '10001', '01010', '00100', '00100', '00100', '00100'],
  Z: ['11111', '00001', '00010', '00100', '01000', '10000', '11111'],
  2: ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  3: ['11110', '00001', '00001', '01110', '00001', '00001', '11110'],
  4: ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  5: ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  6: ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  7: ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  8: ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  9: ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
}

export const CAPTCHA_ALPHABET = Object.keys(GLYPHS).join('')

const SCALE = 4
const CELL_WIDTH = 28
const HEIGHT = 48

/** @param {number} min @param {number} max */
function uniform(min, max) {
  return min + (randomInt(1_000_000) / 1_000_000) * (max - min)
}

/**
 * @param {number} width
 * @param {number} height
 */
function createCanvas(width, height) {
  const pixels = Buffer.alloc(width * height * 3)
  return {
    width,
    height,
    pixels,
    /** @param {number} x @param {number} y @param {[number, number, number]} rgb */
    set(x, y, rgb) {
      const px = Math.round(x)
      const py = Math.round(y)
      if (px < 0 || py < 0 || px >= width || py >= height) return
      const offset = (py * width + px) * 3
      pixels[offset] = rgb[0]
      pixels[offset + 1] = rgb[1]
      pixels[offset + 2] = rgb[2]
    },
  }
}

/** @returns {[number, number, number]} */
function darkColour() {
  return [randomInt(20, 110), randomInt(20, 110), randomInt(20, 110)]
}

/**
 * Draws the text; each glyph is mapped back from canvas space so rotation leaves no holes.
 * @param {string} answer
 */
function render(answer) {
  const width = answer.length * CELL_WIDTH + 16
  const canvas = createCanvas(width, HEIGHT)
  const background = [randomInt(215, 245), randomInt(215, 245), randomInt(215, 245)]
  for (let offset = 0; offset < canvas.pixels.length; offset += 3) {
    canvas.pixels[offset] = background[0] ?? 230
    canvas.pixels[offset + 1] = background[1] ?? 230
    canvas.pixels[offset + 2] = background[2] ?? 230
  }

  for (let line = 0; line < 4; line += 1) {
    const colour = darkColour()
    const x0 = uniform(0, width * 0.3)
    const y0 = uniform(0, HEIGHT)
    const x1 = uniform(width * 0.7, width)
    const y1 = uniform(0, HEIGHT)
    const steps = Math.ceil(Math.hypot(x1 - x0, y1 - y0))
    for (let step = 0; step <= steps; step += 1) {
      const x = x0 + ((x1 - x0) * step) / steps
      const y = y0 + ((y1 - y0) * step) / steps + Math.sin(step / 9) * 2
      canvas.set(x, y, colour)
    }
  }

  ;[...answer].forEach((char, index) => {
    const glyph = GLYPHS[/** @type {keyof typeof GLYPHS} */ (char)]
    if (!glyph) throw new Error(`no glyph for ${char}`)
    const colour = darkColour()
    const angle = uniform(-0.35, 0.35)
    const shear = uniform(-0.3, 0.3)
    const centreX = 8 + index * CELL_WIDTH + CELL_WIDTH / 2 + uniform(-2, 2)
    const centreY = HEIGHT / 2 + uniform(-4, 4)
    const cos = Math.cos(angle)
    const sin = Math.sin(angle)
    const reach = 22
    for (let y = Math.floor(centreY - reach); y <= centreY + reach; y += 1) {
      for (let x = Math.floor(centreX - reach); x <= centreX + reach; x += 1) {
        const dx = x - centreX
        const dy = y - centreY
        const rotatedX = cos * dx + sin * dy
        const rotatedY = -sin * dx + cos * dy
        const glyphX = Math.floor((rotatedX - shear * rotatedY) / SCALE + 2.5)
        const glyphY = Math.floor(rotatedY / SCALE + 3.5)
        if (glyph[glyphY]?.[glyphX] === '1') canvas.set(x, y, colour)
      }
    }
  })

  for (let dot = 0; dot < width * 2; dot += 1) {
    canvas.set(randomInt(width), randomInt(HEIGHT), darkColour())
  }
  return canvas
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256)
  for (let n = 0; n < 256; n += 1) {
    let c = n
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    table[n] = c >>> 0
  }
  return table
})()

/** @param {Buffer} bytes */
export function crc32(bytes) {
  let crc = 0xffffffff
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

/**
 * @param {string} type
 * @param {Buffer} data
 */
function chunk(type, data) {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(typeAndData))
  return Buffer.concat([length, typeAndData, crc])
}

/**
 * 8-bit RGB PNG, filter 0 on every scanline.
 * @param {{ width: number, height: number, pixels: Buffer }} image
 */
export function encodePng({ width, height, pixels }) {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8
  header[9] = 2
  const stride = width * 3
  const raw = Buffer.alloc((stride + 1) * height)
  for (let y = 0; y < height; y += 1) pixels.copy(raw, y * (stride + 1) + 1, y * stride, (y + 1) * stride)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/**
 * Creates a captcha and stores its answer.
 * @param {Db} db
 * @param {{ length: number, now: number }} options
 * @returns {{ id: string, png: Buffer }}
 */
export function issueCaptcha(db, { length, now }) {
  let answer = ''
  for (let index = 0; index < length; index += 1)
    answer += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]
  const id = randomBytes(16).toString('hex')
  db.prepare('DELETE FROM captchas WHERE expires_at < ?').run(now - CAPTCHA_TTL_MS)
  db.prepare('INSERT INTO captchas (id, answer, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
    id,
    answer,
    now,
    now + CAPTCHA_TTL_MS,
  )
  return { id, png: encodePng(render(answer)) }
}

/**
 * Checks an answer. A captcha is spent by its first check, right or wrong.
 * @param {Db} db
 * @param {{ id: string | undefined, answer: unknown, now: number }} attempt
 */
export function consumeCaptcha(db, { id, answer, now }) {
  if (!id || typeof answer !== 'string' || answer.trim() === '') return false
  const spent = /** @type {{ answer: string } | undefined} */ (
    db
      .prepare(
        'UPDATE captchas SET used_at = ? WHERE id = ? AND used_at IS NULL AND expires_at > ? RETURNING answer',
      )
      .get(now, id, now)
  )
  return spent !== undefined && spent.answer === answer.trim().toUpperCase()
}
