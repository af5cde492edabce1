import 'server-only'
import { inflateSync } from 'node:zlib'
import { readMultipartForm } from '@/lib/bff/body'
import { PortalError } from '@/lib/bff/errors'
import type { LimitPolicy } from '@/lib/rate-limit/limiter'
import {
  DOCUMENT_SIDES,
  declaredType,
  documentProblem,
  type DocumentReason,
  type DocumentSide,
  type DocumentType,
  type Inflate,
} from './documents'

// Identity uploads per account and per address (docs/security.md, "Identity documents").
export const IDENTITY_LIMITS = {
  account: { name: 'identity.account', limit: 10, windowSeconds: 60 * 60, scope: 'key' },
  address: { name: 'identity.ip', limit: 30, windowSeconds: 60 * 60, scope: 'ip' },
} as const satisfies Record<string, LimitPolicy>

export type IdentityDocument = { side: DocumentSide; type: DocumentType; bytes: Uint8Array }

// Everything a PDF's streams inflate to together; past it the file is no document.
const MAX_INFLATED_BYTES = 64 * 1024 * 1024

function boundedInflate(): Inflate {
  let left = MAX_INFLATED_BYTES
  return (bytes) => {
    let out: Buffer
    try {
      out = inflateSync(bytes, { maxOutputLength: left })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw error
      return null
    }
    left -= out.length
    return out
  }
}

// The front and back of a request, each checked by its bytes, or the refusal naming each side's reason.
// The form is read up to the route's own limit (lib/bff/body.ts): one file too large still fits under it,
// so the player hears which side broke which rule.
export async function readIdentityForm(req: Request): Promise<IdentityDocument[]> {
  const form = await readMultipartForm(req, '/api/member/identity')
  const problems: Partial<Record<DocumentSide, DocumentReason>> = {}
  const documents: IdentityDocument[] = []
  for (const side of DOCUMENT_SIDES) {
    const file = form.get(side)
    if (!file || typeof file === 'string') {
      problems[side] = 'required'
      continue
    }
    const bytes = new Uint8Array(await file.arrayBuffer())
    const declared = declaredType(file)
    const problem = documentProblem(bytes, declared, boundedInflate())
    if (problem || !declared) problems[side] = problem ?? 'wrong_type'
    else documents.push({ side, type: declared, bytes })
  }
  if (Object.keys(problems).length > 0) throw new PortalError('invalid_input', { fields: problems })
  return documents
}
