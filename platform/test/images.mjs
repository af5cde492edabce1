// @ts-check
// Tiny real files for the platform's tests, made here rather than kept: a PNG of any size (grey pixels,
// padded with a text chunk to a byte size when asked), a 3 x 4 JPEG's segment structure, and a one-page
// PDF into whose catalogue or content a test can put an action.
import { deflateSync } from 'node:zlib'

/** @param {string} kind @param {Buffer} data */
function chunk(kind, data) {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(kind, 4, 'latin1')
  return Buffer.concat([head, data, Buffer.alloc(4)])
}

/** A PNG of the given size (grey pixels), padded with a text chunk to at least `minBytes`. */
export function png(width = 2, height = 2, minBytes = 0) {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 0, 0, 0, 0], 8)
  const rows = Buffer.alloc((width + 1) * height, 0x80)
  const parts = [chunk('IHDR', header), chunk('IDAT', deflateSync(rows))]
  const size = 8 + parts.reduce((sum, part) => sum + part.length, 0) + 12
  if (minBytes > size) parts.push(chunk('tEXt', Buffer.alloc(minBytes - size - 12, 0x61)))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    ...parts,
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** A JPEG's segment structure: start, a 3 x 4 baseline frame, a scan and its end. */
export function jpeg() {
  const frame = [0xff, 0xc0, 0, 11, 8, 0, 3, 0, 4, 1, 1, 0x11, 0]
  const scan = [0xff, 0xda, 0, 8, 1, 1, 0, 0, 0x3f, 0, 0x12, 0x34]
  return Buffer.from([0xff, 0xd8, ...frame, ...scan, 0xff, 0xd9])
}

/** A one-page PDF; `extra` goes into the catalogue dictionary, `stream` is its deflated page content. */
export function pdf(extra = '', stream = 'BT /F1 12 Tf 72 712 Td (ID card) Tj ET') {
  const content = deflateSync(Buffer.from(stream, 'latin1'))
  const objects = [
    `1 0 obj << /Type /Catalog /Pages 2 0 R ${extra} >> endobj`,
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /Contents 4 0 R >> endobj',
    `4 0 obj << /Length ${content.length} /Filter /FlateDecode >>\nstream\n`,
  ]
  return Buffer.concat([
    Buffer.from(`%PDF-1.7\n${objects.join('\n')}`, 'latin1'),
    content,
    Buffer.from('\nendstream\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1'),
  ])
}
