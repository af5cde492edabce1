import 'server-only'
import { TermsStatusSchema, type TermsStatus } from '@/lib/legal/terms'
import { upstream, type UpstreamContext } from './client'

// Terms accepted by version (docs/platform.md, "Terms accepted by version"): the member's acceptance,
// and accepting the current version.

export function termsStatus(ctx: UpstreamContext): Promise<TermsStatus> {
  return upstream(ctx, { path: '/wps/relay/TERMS_status', auth: 'required', schema: TermsStatusSchema })
}

export function acceptTerms(ctx: UpstreamContext, version: number): Promise<TermsStatus> {
  return upstream(ctx, {
    method: 'POST',
    path: '/wps/relay/TERMS_accept',
    json: { version },
    auth: 'required',
    retry: false,
    schema: TermsStatusSchema,
  })
}
