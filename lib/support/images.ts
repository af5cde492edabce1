// What a feedback image is, read from its bytes alone, the same way in the browser (before sending) and
// in the route handler (before forwarding): a PNG is its signature, an IHDR first, image data, and an
// IEND that closes the file; a JPEG is SOI, well-formed segments with a frame header (the size), a scan
// and EOI at the end. A renamed executable, a truncated or corrupt file, or an absurd size is null.
// Reading the structure needs no image decoder, so nothing native ships for it.

export type ImageKind = 'png' | 'jpeg'
export type ImageInfo = { kind: ImageKind; width: number; height: number }

// Neither side may exceed this many pixels: a 1 x 10^9 "image" is a decompression bomb, not a screenshot.
export const MAX_IMAGE_SIDE = 10_000

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
// SOF0-SOF15 carry the frame size; C4 (Huffman tables), C8 (reserved) and CC (arithmetic) do not.
const NOT_FRAMES = new Set([0xc4, 0xc8, 0xcc])

function sized(kind: ImageKind, width: number, height: number): ImageInfo | null {
  const fits = (side: number) => side >= 1 && side <= MAX_IMAGE_SIDE
  return fits(width) && fits(height) ? { kind, width, height } : null
}

function readPng(view: DataView): ImageInfo | null {
  const tag = (at: number) => String.fromCharCode(...new Uint8Array(view.buffer, view.byteOffset + at, 4))
  let offset = PNG_MAGIC.length
  let header: { width: number; height: number } | null = null
  let hasData = false
  for (;;) {
    if (offset + 12 > view.byteLength) return null
    const size = view.getUint32(offset)
    const name = tag(offset + 4)
    const end = offset + 12 + size
    if (end > view.byteLength) return null
    if (!header) {
      if (name !== 'IHDR' || size !== 13) return null
      header = { width: view.getUint32(offset + 8), height: view.getUint32(offset + 12) }
    } else if (name === 'IDAT' && size > 0) {
      hasData = true
    } else if (name === 'IEND') {
      return end === view.byteLength && hasData ? sized('png', header.width, header.height) : null
    }
    offset = end
  }
}

function readJpeg(view: DataView): ImageInfo | null {
  const last = view.byteLength - 2
  if (last < 2 || view.getUint16(last) !== 0xffd9) return null
  let offset = 2
  let frame: { width: number; height: number } | null = null
  while (offset + 4 <= view.byteLength) {
    if (view.getUint8(offset) !== 0xff) return null
    const marker = view.getUint8(offset + 1)
    // Fill bytes (repeated 0xFF) may pad the gap between segments.
    if (marker === 0xff) {
      offset += 1
      continue
    }
    const length = view.getUint16(offset + 2)
    if (length < 2 || offset + 2 + length > view.byteLength) return null
    if (marker >= 0xc0 && marker <= 0xcf && !NOT_FRAMES.has(marker)) {
      if (length < 8) return null
      frame = { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) }
    }
    if (marker === 0xda) return frame ? sized('jpeg', frame.width, frame.height) : null
    offset += 2 + length
  }
  return null
}

export function inspectImage(bytes: Uint8Array): ImageInfo | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (PNG_MAGIC.every((byte, at) => bytes[at] === byte)) return readPng(view)
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return readJpeg(view)
  return null
}
