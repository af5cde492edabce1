import http from 'node:http'
import https from 'node:https'
import { PEER_HEADER } from './trusted-proxies'

// Next.js hands route handlers and the proxy a request without its socket, and fills X-Forwarded-For
// with the socket address only when the client sent none. So the server stamps the real peer on each
// request before Next.js sees it, replacing whatever a client put in that header.
let installed = false

type Emit = (this: unknown, event: string | symbol, ...args: unknown[]) => boolean

export function stampPeerAddresses(): void {
  if (installed) return
  installed = true
  for (const Server of [http.Server, https.Server]) {
    const emit = Server.prototype.emit as Emit
    const stamped: Emit = function (event, ...args) {
      if (event === 'request') {
        const req = args[0] as http.IncomingMessage
        req.headers[PEER_HEADER] = req.socket?.remoteAddress ?? ''
      }
      return emit.call(this, event, ...args)
    }
    Server.prototype.emit = stamped as typeof Server.prototype.emit
  }
}
