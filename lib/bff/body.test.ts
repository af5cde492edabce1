import { readFileSync } from 'node:fs'
import path from 'node:path'
import limits from '@/config/body-limits.json'
import { FEEDBACK_MAX_IMAGE_BYTES, FEEDBACK_MAX_IMAGES } from '@/lib/support/schemas'
import { MAX_DOCUMENT_BYTES } from '@/lib/identity/documents'
import { bodyLimit } from './body'

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
