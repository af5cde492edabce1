// @ts-check
// What a feedback image really is, read from its bytes: a PNG whose chunks run intact from the header to
// IEND, or a JPEG whose segments run from SOI through a frame header to the scan and end with EOI.
// Anything else (a renamed file, a truncated or corrupt image) is null. No decoder is needed: the
// structure and the frame size are all the platform keeps.

export const MAX_IMAGE_SIDE = 10_000

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** @typedef {{ type: 'png' | 'jpeg', width: number, height: number }} ImageFacts */

/** @param {number} width @param {number} height */
const sane = (width, height) => width > 0 && height > 0 && width <= MAX_IMAGE_SIDE && height <= MAX_IMAGE_SIDE

/**
 * @param {Buffer} bytes
 * @returns {ImageFacts | null}
 */
function png(bytes) {
  let at = PNG_SIGNATURE.length
  let size = null
  let sawData = false
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at)
    const kind = bytes.toString('latin1', at + 4, at + 8)
    const next = at + 12 + length
    if (next > bytes.length) return null
    if (size === null && kind !== 'IHDR') return null
    if (kind === 'IHDR') {
      if (length !== 13 || size !== null) return null
      size = { width: bytes.readUInt32BE(at + 8), height: bytes.readUInt32BE(at + 12) }
    }
    if (kind === 'IDAT') sawData = length > 0 || sawData
    if (kind === 'IEND') {
      return next === bytes.length && size && sawData && sane(size.width, size.height)
        ? { type: 'png', ...size }
        : null
    }
    at = next
  }
  return null
}

/**
 * @param {Buffer} bytes
 * @returns {ImageFacts | null}
 */
function jpeg(bytes) {
  let at = 2
  let size = null
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null
    const marker = bytes.readUInt8(at + 1)
    if (marker === 0xff) {
      at += 1
      continue
    }
    const length = bytes.readUInt16BE(at + 2)
    if (length < 2 || at + 2 + length > bytes.length) return null
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)
    if (isFrame) {
      if (length < 8) return null
      size = { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) }
    }
    if (marker === 0xda) {
      const ends = bytes[bytes.length - 2] === 0xff && bytes[bytes.length - 1] === 0xd9
      return ends && size && sane(size.width, size.height) ? { type: 'jpeg', ...size } : null
    }
    at += 2 + length
  }
  return null
}

/**
 * @param {Buffer} bytes
 * @returns {ImageFacts | null}
 */
export function imageFacts(bytes) {
  if (bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return png(bytes)
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return jpeg(bytes)
  return null
}
