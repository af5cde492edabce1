import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { stampPeerAddresses } from './peer-stamp'
import { PEER_HEADER } from './trusted-proxies'

describe('peer address stamp', () => {
  it('puts the socket address on every request, over any copy the client sent', async () => {
    stampPeerAddresses()
    const server = http.createServer((req, res) => res.end(String(req.headers[PEER_HEADER])))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    try {
      const res = await fetch(`http://127.0.0.1:${port}/`, { headers: { [PEER_HEADER]: '6.6.6.6' } })
      expect(await res.text()).toBe('127.0.0.1')
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })
})
