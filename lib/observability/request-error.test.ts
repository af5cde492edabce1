import { Writable } from 'node:stream'
import { createLogger } from './log'
import { logRequestError } from './request-error'
import { runInRequestScope } from './request-scope'

const holder = globalThis as typeof globalThis & { __portalLog?: ReturnType<typeof createLogger> }

function capture(): Record<string, unknown>[] {
  const lines: Record<string, unknown>[] = []
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line))
      done()
    },
  })
  const level = process.env.LOG_LEVEL
  process.env.LOG_LEVEL = 'info'
  holder.__portalLog = createLogger(sink)
  process.env.LOG_LEVEL = level
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
})
