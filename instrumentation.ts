// Runs once when a Portal server starts: a bad environment or, in production, missing session secrets
// stop it here with the reason, instead of failing the first player who logs in.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  // First, before any request: the client address and the Origin check rest on it.
  const { stampPeerAddresses } = await import('./lib/net/peer-stamp')
  stampPeerAddresses()
  const [{ env }, { sessionSecrets }] = await Promise.all([
    import('./lib/env'),
    import('./lib/session/cookie'),
  ])
  if (env().PORTAL_TEST_CLOCK) {
    console.warn('[session] PORTAL_TEST_CLOCK is on: requests can move the session clock. Test runs only.')
  }
  sessionSecrets()
}
