import { Writable } from 'node:stream'
import { routeConsoleErrors } from './console'
import { createLogger } from './log'
import { logRequestError } from './request-error'
import { runInRequestScope } from './request-scope'

const holder = globalThis as typeof globalThis & { __portalLog?: ReturnType<typeof createLogger> }

function sink(lines: Record<string, unknown>[]): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line))
      done()
    },
  })
}

function withLevel<T>(make: () => T): T {
  const level = process.env.LOG_LEVEL
  process.env.LOG_LEVEL = 'info'
  try {
    return make()
  } finally {
    if (level === undefined) delete process.env.LOG_LEVEL
    else process.env.LOG_LEVEL = level
  }
}

function capture(): Record<string, unknown>[] {
  const lines: Record<string, unknown>[] = []
  holder.__portalLog = withLevel(() => createLogger(sink(lines)))
  return lines
}

describe('server error lines', () => {
  afterEach(() => {
    delete holder.__portalLog
  })

  it('carry the request id and the digest the error boundary receives', () => {
    const lines = capture()
    const error = Object.assign(new Error('render failed'), { digest: '2841379050' })
    logRequestError(
      error,
      { path: '/pt/live', method: 'GET', headers: { 'x-request-id': 'req-abcdef12' } },
      {
        routerKind: 'App Router',
        routePath: '/[locale]/live',
        routeType: 'render',
        revalidateReason: undefined,
      },
    )
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({
      level: 'error',
      msg: 'request failed',
      requestId: 'req-abcdef12',
      digest: '2841379050',
      path: '/pt/live',
      routePath: '/[locale]/live',
    })
  })

  it('name the request on every line written while handling it', async () => {
    const lines = capture()
    await runInRequestScope({ 'x-request-id': 'req-99999999' }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1))
      holder.__portalLog!.error({ route: '/api/x' }, 'bff handler failed')
    })
    holder.__portalLog!.error('outside any request')
    expect(lines[0]).toMatchObject({ requestId: 'req-99999999', msg: 'bff handler failed' })
    expect(lines[1]).not.toHaveProperty('requestId')
  })

  it('include what Next.js reports with console.error, as one line naming the request', async () => {
    const lines: Record<string, unknown>[] = []
    const restore = withLevel(() => routeConsoleErrors(sink(lines)))
    try {
      await runInRequestScope({ 'x-request-id': 'req-77777777' }, async () => {
        await Promise.resolve()
        console.error('⨯ Error: render failed\n    at page.js:1:1 {\n  digest: %s\n}', "'123'")
      })
    } finally {
      restore()
    }
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ level: 'error', requestId: 'req-77777777' })
    expect(lines[0]!.msg).toBe("Error: render failed\n    at page.js:1:1 {\n  digest: '123'\n}")
  })
})
