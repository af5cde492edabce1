import http from 'node:http'
import https from 'node:https'
import { runInRequestScope } from '@/lib/observability/request-scope'
import { FORWARDED_HEADERS, isTrustedPeer } from './forwarded'
import { PEER_HEADER } from './trusted-proxies'

// Next.js hands route handlers and the proxy a request without its socket, and fills X-Forwarded-For
// with the socket address only when the client sent none. So the server stamps the real peer on each
// request before Next.js sees it, replacing whatever a client put in that header. A request that did
// not come from a trusted proxy also loses every forwarded header it carried: Next.js itself builds the
// request's URL and checks server actions' origin from them, and fills them from the socket instead.
// The request's handling then runs in its own scope, for the log lines it writes.
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
        const peer = req.socket?.remoteAddress ?? ''
        req.headers[PEER_HEADER] = peer
        if (!isTrustedPeer(peer)) for (const name of FORWARDED_HEADERS) delete req.headers[name]
        // Every log line the request's handling writes carries its id (lib/observability/log.ts).
        return runInRequestScope(req.headers, () => emit.call(this, event, ...args))
      }
      return emit.call(this, event, ...args)
    }
    Server.prototype.emit = stamped as typeof Server.prototype.emit
  }
}
