// @ts-check
// What an identity document really is, read from its bytes: a PNG or JPEG whose structure holds (the
// feedback images' check, lib/support/images.mjs), or a PDF with its header and end-of-file marker and
// nothing in it that runs: no JavaScript, launch action, embedded file, rich media or XFA form, looked for
// in the file itself and inside every compressed stream, with name escapes (`/J#61vaScript`) undone.
// The type the file claims must be the type its bytes are.
import { inflateSync } from 'node:zlib'

import { imageFacts } from '../support/images.mjs'

export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024
export const DOCUMENT_TYPES = /** @type {const} */ (['png', 'jpeg', 'pdf'])
/** @typedef {(typeof DOCUMENT_TYPES)[number]} DocumentType */
/** @typedef {'required' | 'empty' | 'too_large' | 'wrong_type' | 'not_match' | 'pdf_script'} DocumentProblem */

// Anything inflated past this is refused rather than read further (a compression bomb is no document).
const MAX_INFLATED_BYTES = 64 * 1024 * 1024
const ACTIVE_NAMES = /\/(JavaScript|JS|Launch|EmbeddedFiles?|RichMedia|XFA)(?=[\s/<>[\]()%{}]|$)/
const STREAM = /(?<!end)stream\r?\n/g

/** @param {string} text */
const unescapeNames = (text) =>
  text.replace(/\/[^\s/<>[\]()%{}]*/g, (name) =>
    name.replace(/#([0-9A-Fa-f]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16))),
  )

/**
 * Whether the text of a PDF (or of one of its streams) names something that runs. An open action or
 * an additional action that runs script names `/JavaScript` or `/JS` itself.
 * @param {string} text
 */
const hasActiveContent = (text) => ACTIVE_NAMES.test(unescapeNames(text))

/**
 * The problem of a PDF, or null when it is a plain document.
 * @param {Buffer} bytes
 * @returns {DocumentProblem | null}
 */
function pdfProblem(bytes) {
  if (!/^%PDF-[12]\.\d/.test(bytes.toString('latin1', 0, 8))) return 'not_match'
  if (!bytes.toString('latin1', Math.max(0, bytes.length - 1024)).includes('%%EOF')) return 'not_match'
  const text = bytes.toString('latin1')
  if (hasActiveContent(text)) return 'pdf_script'
  let inflated = 0
  for (const match of text.matchAll(STREAM)) {
    const start = (match.index ?? 0) + match[0].length
    const end = text.indexOf('endstream', start)
    if (end < 0) return 'not_match'
    let content
    try {
      content = inflateSync(bytes.subarray(start, end), { maxOutputLength: MAX_INFLATED_BYTES - inflated })
    } catch (error) {
      // Not deflated (an image, plain text): read as it is. Past the bound: refused.
      if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ERR_BUFFER_TOO_LARGE') return 'not_match'
      continue
    }
    inflated += content.length
    if (hasActiveContent(content.toString('latin1'))) return 'pdf_script'
  }
  return null
}

/**
 * Why a document the member sends as `type` is refused, or null when its bytes are that type.
 * @param {Buffer} bytes
 * @param {unknown} type
 * @returns {DocumentProblem | null}
 */
export function documentProblem(bytes, type) {
  if (!DOCUMENT_TYPES.includes(/** @type {DocumentType} */ (type))) return 'wrong_type'
  if (bytes.length === 0) return 'empty'
  if (bytes.length > MAX_DOCUMENT_BYTES) return 'too_large'
  if (type === 'pdf') return pdfProblem(bytes)
  const facts = imageFacts(bytes)
  return facts && facts.type === type ? null : 'not_match'
}
