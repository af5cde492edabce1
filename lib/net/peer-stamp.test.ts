import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { resetEnvForTests } from '@/lib/env'
import { currentRequestId } from '@/lib/observability/request-scope'
import { stampPeerAddresses } from './peer-stamp'
import { PEER_HEADER } from './trusted-proxies'

const FORWARDED = {
  'x-forwarded-for': '6.6.6.6',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
  'x-forwarded-port': '443',
  forwarded: 'for=6.6.6.6;proto=https',
}

// A server that answers with the headers it was handed (and the request id its handling sees, after a
// tick, as a log line written later would).
async function withServer(run: (url: string) => Promise<void>) {
  stampPeerAddresses()
  const server = http.createServer((req, res) => {
    req.headers['x-request-id'] = 'req-12345678'
    setTimeout(() => res.end(JSON.stringify({ headers: req.headers, requestId: currentRequestId() })), 5)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  try {
    await run(`http://127.0.0.1:${port}/`)
  } finally {
    await new Promise((resolve) => server.close(resolve))
  }
}

const seen = async (url: string, headers: Record<string, string>) =>
  (await (await fetch(url, { headers })).json()) as {
    headers: Record<string, string>
    requestId?: string
  }

describe('peer address stamp', () => {
  afterEach(() => {
    delete process.env.TRUSTED_PROXIES
    resetEnvForTests()
  })

  it('puts the socket address on every request, over any copy the client sent', async () => {
    await withServer(async (url) => {
      expect((await seen(url, { [PEER_HEADER]: '6.6.6.6' })).headers[PEER_HEADER]).toBe('127.0.0.1')
    })
  })

  it('drops every forwarded header of a client that is not a trusted proxy', async () => {
    await withServer(async (url) => {
      const { headers } = await seen(url, FORWARDED)
      for (const name of Object.keys(FORWARDED)) expect(headers[name]).toBeUndefined()
    })
  })

  it('passes on the forwarded headers of a trusted proxy', async () => {
    process.env.TRUSTED_PROXIES = '127.0.0.1'
    resetEnvForTests()
    await withServer(async (url) => {
      expect((await seen(url, FORWARDED)).headers).toMatchObject(FORWARDED)
    })
  })

  it('runs the handling in the request scope, whose id the log lines carry', async () => {
    await withServer(async (url) => {
      expect((await seen(url, {})).requestId).toBe('req-12345678')
    })
    expect(currentRequestId()).toBeUndefined()
  })
})
