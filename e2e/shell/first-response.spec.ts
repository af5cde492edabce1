import { expect, test } from '@playwright/test'

// What the server sends before any page script runs.

// The immersive pages (/seamless, /vnlottery) open without the top and left bars: the server sends them
// put away, so the first paint has no header that a moment later disappears and moves the page up.
test('immersive pages arrive with their bars put away, unless the address asks for them', async ({
  request,
}) => {
  for (const path of ['/en/seamless', '/en/vnlottery', '/seamless']) {
    const html = await (await request.get(path)).text()
    expect(html, path).toMatch(/<html[^>]*\sdata-bars="hidden"/)
  }
  for (const path of ['/en/seamless?bars=show', '/en/vnlottery?bars=show', '/en/lottery']) {
    const html = await (await request.get(path)).text()
    expect(html, path).not.toMatch(/<html[^>]*\sdata-bars=/)
  }
})

test('a browser asking for /favicon.ico gets the brand icon, not a 404', async ({ request }) => {
  const res = await request.get('/favicon.ico')
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toContain('image/svg+xml')
})
