import 'server-only'
import { IdentitySchema, type IdentityState } from '@/lib/identity/types'
import type { IdentityDocument } from '@/lib/identity/form'
import { upstream, type UpstreamContext } from './client'

// Identity checks (docs/platform.md, "Identity"): the member's status, and front and back sent as base64
// in a JSON body, already checked by their bytes in the route handler.

// Up to 14 MB of base64 to send: more time than a plain read.
const SEND_TIMEOUT_MS = 30_000

export function identityState(ctx: UpstreamContext): Promise<IdentityState> {
  return upstream(ctx, { path: '/wps/relay/KYC_status', auth: 'required', schema: IdentitySchema })
}

export function submitIdentity(ctx: UpstreamContext, documents: IdentityDocument[]): Promise<IdentityState> {
  return upstream(ctx, {
    method: 'POST',
    path: '/wps/relay/KYC_submit',
    json: Object.fromEntries(
      documents.map((document) => [
        document.side,
        { type: document.type, data: Buffer.from(document.bytes).toString('base64') },
      ]),
    ),
    auth: 'required',
    timeoutMs: SEND_TIMEOUT_MS,
    retry: false,
    schema: IdentitySchema,
  })
}
