'use client'

export type Result =
  { state: 'pending' } | { state: 'done'; ms: number } | { state: 'failed' } | { state: 'blocked' }

const originOf = (address: string) => {
  try {
    return new URL(address).origin
  } catch {
    return null
  }
}

const ATTEMPTS = 3
const TIMEOUT_MS = 5000

// Time to first answer from this browser, the best of a few tries; opaque answers are enough to time.
// A probe the page's own security policy stops never leaves the browser: that says nothing of the
// route, and is told apart from a route that did not answer.
export async function measure(url: string): Promise<Result> {
  const origin = originOf(url)
  let blocked = false
  const onViolation = (event: SecurityPolicyViolationEvent) => {
    if (originOf(event.blockedURI) === origin) blocked = true
  }
  document.addEventListener('securitypolicyviolation', onViolation)
  let best: number | null = null
  try {
    for (let i = 0; i < ATTEMPTS && !blocked; i++) {
      const started = performance.now()
      try {
        const probe = new URL('/favicon.ico', url)
        probe.searchParams.set('t', `${Date.now()}-${i}`)
        await fetch(probe, { mode: 'no-cors', cache: 'no-store', signal: AbortSignal.timeout(TIMEOUT_MS) })
        const ms = Math.round(performance.now() - started)
        best = best === null ? ms : Math.min(best, ms)
      } catch {
        // One failed try does not condemn a route; all failing does. The violation event of a blocked
        // probe is dispatched as a task of its own: let it arrive before the next try.
        await new Promise((resolve) => setTimeout(resolve, 0))
      }
    }
  } finally {
    document.removeEventListener('securitypolicyviolation', onViolation)
  }
  if (best !== null) return { state: 'done', ms: best }
  return { state: blocked ? 'blocked' : 'failed' }
}
