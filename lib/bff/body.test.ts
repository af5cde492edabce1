import { readFileSync } from 'node:fs'
import path from 'node:path'
import limits from '@/config/body-limits.json'
import { FEEDBACK_MAX_IMAGE_BYTES, FEEDBACK_MAX_IMAGES } from '@/lib/support/schemas'
import { MAX_DOCUMENT_BYTES } from '@/lib/identity/documents'
import { bodyLimit, readMultipartForm } from './body'

// One limit per route through the stack: the Portal (lib/bff/body.ts and scripts/portal-server.mjs read
// config/body-limits.json) and nginx in front of it, whose own 413 would otherwise come first.
const nginxBytes = (size: string) => {
  const [, number, unit] = /^(\d+)([km]?)$/.exec(size) ?? []
  return Number(number) * (unit === 'm' ? 1024 * 1024 : unit === 'k' ? 1024 : 1)
}

describe('body limits', () => {
  it('are 64 KB, and the feedback route’s own: three images of 5 MB and the form around them', () => {
    expect(bodyLimit('/api/auth/login')).toBe(64 * 1024)
    expect(bodyLimit('/api/support/feedback')).toBeGreaterThan(FEEDBACK_MAX_IMAGES * FEEDBACK_MAX_IMAGE_BYTES)
    // Front and back, one of them a whole megabyte too large, still reach the handler that names it.
    expect(bodyLimit('/api/member/identity')).toBeGreaterThan(MAX_DOCUMENT_BYTES * 2 + 1024 * 1024)
  })

  it('are the same in the compose nginx configuration', () => {
    const conf = readFileSync(path.join(process.cwd(), 'deploy', 'nginx.conf'), 'utf8')
    const server = /^ {4}client_max_body_size (\w+);/m.exec(conf)
    expect(nginxBytes(server?.[1] ?? '')).toBe(limits.defaultBytes)
    const routes = [...conf.matchAll(/location = (\S+) \{\s*client_max_body_size (\w+);/g)]
    expect(Object.fromEntries(routes.map(([, route, size]) => [route, nginxBytes(size!)]))).toEqual(
      limits.routes,
    )
  })
})

describe('a multipart form', () => {
  const post = (body: BodyInit, type?: string) =>
    new Request('http://portal.test/api/support/feedback', {
      method: 'POST',
      body,
      headers: type ? { 'content-type': type } : {},
    })

  it('is read with its fields and files', async () => {
    const sent = new FormData()
    sent.set('content', 'Hello')
    sent.set('images', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'a.png')
    const wire = new Response(sent)
    const form = await readMultipartForm(
      post(await wire.arrayBuffer(), wire.headers.get('content-type') ?? ''),
      '/api/support/feedback',
    )
    expect(form.get('content')).toBe('Hello')
    const file = form.get('images') as File
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]))
  })

  it('is refused as a bad form when it is not multipart or cannot be parsed', async () => {
    const badForm = { code: 'invalid_input', details: { fields: { _: 'form' } } }
    await expect(
      readMultipartForm(post('{}', 'application/json'), '/api/support/feedback'),
    ).rejects.toMatchObject(badForm)
    await expect(
      readMultipartForm(post('no parts here', 'multipart/form-data; boundary=x'), '/api/support/feedback'),
    ).rejects.toMatchObject(badForm)
  })

  it('is refused as too large past the route’s limit', async () => {
    const big = new Uint8Array(bodyLimit('/api/auth/login') + 1)
    await expect(
      readMultipartForm(post(big, 'multipart/form-data; boundary=x'), '/api/auth/login'),
    ).rejects.toMatchObject({ code: 'payload_too_large' })
  })
})
