import limits from '@/config/body-limits.json'
import { PortalError } from './errors'

// How large a request body may be: 64 KB, or a route's own limit where it takes more (feedback: three
// images of up to 5 MB). One table, config/body-limits.json, read by the production server
// (scripts/portal-server.mjs, which stops reading at the limit before the app sees the request), by the
// handlers here, and written into nginx's configuration (deploy/nginx.conf, scripts/cluster.mjs).
const ROUTE_LIMITS: Readonly<Record<string, number>> = limits.routes

export function bodyLimit(pathname: string): number {
  return ROUTE_LIMITS[pathname] ?? limits.defaultBytes
}

// Set by the production server on a request whose body passed its route's limit; the app then sees no
// body and answers 413. A visitor's own copy of the header is dropped by that server.
export const BODY_LIMIT_HEADER = 'x-portal-body-limit'

export const tooLarge = () => new PortalError('payload_too_large')

// The body, read up to the limit and no further: announced or not (chunked), a body past it is refused
// as soon as the limit is passed, without reading the rest.
export async function readBody(req: Request, limit: number): Promise<Uint8Array> {
  if (req.headers.get(BODY_LIMIT_HEADER)) throw tooLarge()
  if (Number(req.headers.get('content-length') ?? 0) > limit) throw tooLarge()
  const chunks: Uint8Array[] = []
  let total = 0
  const reader = req.body?.getReader()
  for (;;) {
    const next = await reader?.read()
    if (!next || next.done) break
    total += next.value.byteLength
    if (total > limit) {
      await reader?.cancel()
      throw tooLarge()
    }
    chunks.push(next.value)
  }
  const bytes = new Uint8Array(total)
  let at = 0
  for (const chunk of chunks) {
    bytes.set(chunk, at)
    at += chunk.byteLength
  }
  return bytes
}

// A multipart form, its body read up to the route's own limit before it is parsed: a file too many or too
// large still fits under it, so the route can say which rule it broke rather than that the request was too
// big. Anything but a readable multipart form is refused as a bad form.
export async function readMultipartForm(req: Request, pathname: string): Promise<FormData> {
  const type = req.headers.get('content-type') ?? ''
  if (!/^multipart\/form-data;/i.test(type)) throw new PortalError('invalid_input', { fields: { _: 'form' } })
  const body = await readBody(req, bodyLimit(pathname))
  try {
    return await new Response(body as BodyInit, { headers: { 'content-type': type } }).formData()
  } catch {
    throw new PortalError('invalid_input', { fields: { _: 'form' } })
  }
}
