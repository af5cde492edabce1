import { expect, test } from '@playwright/test'
import { spawn, type ChildProcess } from 'node:child_process'
import { freePort } from '@/lib/testing/free-port'
import path from 'node:path'
import { SESSION_SECRETS } from '../bff/secrets'
import { PLATFORM_URL } from '../support/env'

// A fresh Portal whose platform cannot be reached at all (nothing answers on its address) and which has
// nothing cached: every page it is asked for answers 503 with Retry-After and the localized "could not
// load" screen, so that crawlers and monitors see the outage; nothing answers 404 or 500 for it. Its own
// production server (scripts/portal-server.mjs) on a free port, beside the journeys' one.

async function answered(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    )
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer`)
}

// Pages in English, and one each in Portuguese and Thai, with the text each language says it in.
const PAGES = [
  ...['/en/promoDetail?id=1', '/en/pointMall', '/en/promotions', '/en'].map((path) => ({
    path,
    text: 'This page could not be loaded',
  })),
  { path: '/promoDetail?id=1', text: 'Não foi possível carregar esta página' },
  { path: '/th/help', text: 'ไม่สามารถโหลดหน้านี้ได้' },
]

// A production server of its own on a free port, with a fresh cache, over the given platform address.
async function startPortal(upstreamUrl: string): Promise<{ origin: string; stop: () => void }> {
  const port = await freePort()
  const origin = `http://localhost:${port}`
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    LOG_LEVEL: 'warn',
    UPSTREAM_URL: upstreamUrl,
    SESSION_SECRETS,
    // The runner stands in for the reverse proxy: the second journey speaks as an address of its own.
    TRUSTED_PROXIES: '127.0.0.1,::1',
  }
  // Its cache and limits in memory, and no metrics listener beside the journeys' server.
  delete env.REDIS_URL
  delete env.METRICS_PORT
  const portal: ChildProcess = spawn(process.execPath, ['scripts/portal-server.mjs'], {
    cwd: path.resolve(__dirname, '..', '..'),
    stdio: 'ignore',
    env,
  })
  try {
    await answered(`${origin}/livez`, Date.now() + 100_000)
  } catch (error) {
    portal.kill('SIGTERM')
    throw error
  }
  return { origin, stop: () => portal.kill('SIGTERM') }
}

// One journey per Portal, so that each is started once whichever worker runs it.
test('with the platform unreachable and nothing cached, pages answer 503 with Retry-After and the translated text', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  // A port nobody listens on: every call to the platform is refused.
  const portal = await startPortal(`http://127.0.0.1:${await freePort()}`)
  const { origin } = portal
  try {
    for (const { path: address, text } of PAGES) {
      const res = await request.get(`${origin}${address}`, {
        headers: { accept: 'text/html' },
        maxRedirects: 0,
      })
      expect(res.status(), address).toBe(503)
      expect(Number(res.headers()['retry-after']), address).toBeGreaterThan(0)
      expect(res.headers()['cache-control'], address).toContain('no-store')
      expect(res.headers()['x-portal-unavailable'], address).toBeUndefined()
      const html = await res.text()
      expect(html, address).toContain(text)
      expect(html, address).toContain('</html>')
    }

    // A visitor sees the screen, and can try the page again.
    const res = await page.goto(`${origin}/en/pointMall`)
    expect(res?.status()).toBe(503)
    await expect(page.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/en/pointMall')
  } finally {
    portal.stop()
  }
})

test('a page whose own read finds the platform down answers 503, while a page it can show answers 200', async ({
  request,
}) => {
  test.setTimeout(180_000)
  const portal = await startPortal(PLATFORM_URL)
  const ip = `198.51.100.${1 + Math.floor(Math.random() * 250)}`
  const get = (address: string) =>
    request.get(`${portal.origin}${address}`, {
      headers: { accept: 'text/html', 'x-forwarded-for': ip },
      maxRedirects: 0,
    })
  try {
    // The gate and the frame have their answers; then the platform stops answering this address in time.
    expect((await get('/en/responsible-gaming')).status()).toBe(200)
    const slow = await fetch(`${PLATFORM_URL}/__test/slow`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ip, delayMs: 10_000, forMs: 60_000 }),
    })
    expect(slow.status).toBe(200)
    const mall = await get('/en/pointMall')
    expect(mall.status()).toBe(503)
    expect(Number(mall.headers()['retry-after'])).toBeGreaterThan(0)
    expect(await mall.text()).toContain('</html>')
    // A page that needs nothing new from the platform still shows.
    expect((await get('/en/responsible-gaming')).status()).toBe(200)
  } finally {
    await fetch(`${PLATFORM_URL}/__test/slow`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ip, delayMs: 0, forMs: 0 }),
    })
    portal.stop()
  }
})
