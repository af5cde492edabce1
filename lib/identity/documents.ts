import { inspectImage } from '@/lib/support/images'

// An identity document is what its bytes are, never what it is called: a PNG or JPEG whose structure
// holds (the feedback images' check), or a PDF with its header and end marker and nothing in it that runs
// (JavaScript, a launch action, an embedded file, rich media, an XFA form; name escapes such as
// `/J#61vaScript` undone). The browser checks before sending, the route handler before forwarding (it also
// opens the PDF's compressed streams, `inflate`), and the platform once more before it keeps anything.

export const DOCUMENT_SIDES = ['front', 'back'] as const
export type DocumentSide = (typeof DOCUMENT_SIDES)[number]
export const DOCUMENT_TYPES = ['png', 'jpeg', 'pdf'] as const
export type DocumentType = (typeof DOCUMENT_TYPES)[number]
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024
export const DOCUMENT_ACCEPT = 'image/png,image/jpeg,application/pdf,.png,.jpg,.jpeg,.pdf'

export const DOCUMENT_REASONS = [
  'required',
  'empty',
  'too_large',
  'wrong_type',
  'not_match',
  'pdf_script',
] as const
export type DocumentReason = (typeof DOCUMENT_REASONS)[number]

const ACTIVE_NAMES = /\/(JavaScript|JS|Launch|EmbeddedFiles?|RichMedia|XFA)(?=[\s/<>[\]()%{}]|$)/
const STREAM = /(?<!end)stream\r?\n/g

const latin1 = (bytes: Uint8Array) => {
  let text = ''
  for (let at = 0; at < bytes.length; at += 0x8000) {
    text += String.fromCharCode(...bytes.subarray(at, at + 0x8000))
  }
  return text
}

const unescapeNames = (text: string) =>
  text.replace(/\/[^\s/<>[\]()%{}]*/g, (name) =>
    name.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  )

const runsSomething = (text: string) => ACTIVE_NAMES.test(unescapeNames(text))

// Opens one compressed stream; null when it is not deflated. Throws when it inflates past the bound.
export type Inflate = (bytes: Uint8Array) => Uint8Array | null

function pdfProblem(bytes: Uint8Array, inflate?: Inflate): DocumentReason | null {
  const text = latin1(bytes)
  if (!/^%PDF-[12]\.\d/.test(text.slice(0, 8))) return 'not_match'
  if (!text.slice(-1024).includes('%%EOF')) return 'not_match'
  if (runsSomething(text)) return 'pdf_script'
  if (!inflate) return null
  for (const match of text.matchAll(STREAM)) {
    const start = (match.index ?? 0) + match[0].length
    const end = text.indexOf('endstream', start)
    if (end < 0) return 'not_match'
    let content: Uint8Array | null
    try {
      content = inflate(bytes.subarray(start, end))
    } catch {
      return 'not_match'
    }
    if (content && runsSomething(latin1(content))) return 'pdf_script'
  }
  return null
}

// The type a file says it is, from its MIME type or, when the browser gives none, its name.
export function declaredType(file: { type: string; name: string }): DocumentType | null {
  const mime = file.type.toLowerCase()
  if (mime === 'image/png') return 'png'
  if (mime === 'image/jpeg' || mime === 'image/jpg') return 'jpeg'
  if (mime === 'application/pdf') return 'pdf'
  if (mime && mime !== 'application/octet-stream') return null
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase()
  if (extension === 'png') return 'png'
  if (extension === 'jpg' || extension === 'jpeg') return 'jpeg'
  if (extension === 'pdf') return 'pdf'
  return null
}

// Why a document that says it is `type` is refused, or null when its bytes are that type.
export function documentProblem(
  bytes: Uint8Array,
  type: DocumentType | null,
  inflate?: Inflate,
): DocumentReason | null {
  if (!type) return 'wrong_type'
  if (bytes.byteLength === 0) return 'empty'
  if (bytes.byteLength > MAX_DOCUMENT_BYTES) return 'too_large'
  if (type === 'pdf') return pdfProblem(bytes, inflate)
  return inspectImage(bytes)?.kind === type ? null : 'not_match'
}
