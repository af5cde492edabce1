import { expect, test } from '@playwright/test'
import { hostUrl, PORTAL_PORT, PORTAL_URL } from '../support/env'
import { skipAnnouncementPopups } from '../support/popups'

test.describe('search engines', () => {
  test.beforeEach(async ({ context }) => {
    await skipAnnouncementPopups(context)
  })

  test('every language has its own title, description, canonical and alternates', async ({ page }) => {
    const origin = `http://localhost:${PORTAL_PORT}`
    for (const [path, lang, title] of [
      ['/', 'pt', 'Solara Games'],
      ['/en/help', 'en', 'Help centre · Solara Games'],
      ['/zh/help', 'zh', '帮助中心 · Solara Games'],
    ] as const) {
      await page.goto(path)
      await expect(page).toHaveTitle(new RegExp(title))
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/)
      // The home page's canonical address is the bare origin.
      const canonical = path === '/' ? origin : `${origin}${path}`
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical)
      const alternates = page.locator('link[rel="alternate"][hreflang]')
      await expect(alternates).toHaveCount(7)
      const rest = path === '/' ? '' : path.replace(/^\/\w\w/, '')
      await expect(page.locator('link[rel="alternate"][hreflang="pt-BR"]')).toHaveAttribute(
        'href',
        rest ? `${origin}${rest}` : origin,
      )
      await expect(page.locator('link[rel="alternate"][hreflang="th-TH"]')).toHaveAttribute(
        'href',
        `${origin}/th${rest}`,
      )
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
        'href',
        rest ? `${origin}${rest}` : origin,
      )
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
    }
  })

  test('alternates name only the languages the tenant offers', async ({ page }) => {
    await page.goto(hostUrl('verdant.localhost', '/th/help'))
    const alternates = page.locator('link[rel="alternate"][hreflang]')
    await expect(alternates).toHaveCount(5)
    await expect(page.locator('link[rel="alternate"][hreflang="pt-BR"]')).toHaveCount(0)
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      hostUrl('verdant.localhost', '/en/help'),
    )
  })

  test('robots.txt and sitemap.xml belong to the host that serves them', async ({ playwright }) => {
    // Node does not resolve *.localhost as Chromium does: requests go to loopback and name the host.
    const on = async (host: string) =>
      playwright.request.newContext({
        baseURL: PORTAL_URL,
        extraHTTPHeaders: { host: `${host}:${PORTAL_PORT}` },
      })
    const verdantApi = await on('verdant.localhost')
    const solaraApi = await on('localhost')
    const privateApi = await on('private.localhost')
    const robots = await verdantApi.get('/robots.txt')
    expect(robots.status()).toBe(200)
    const robotsText = await robots.text()
    expect(robotsText).toContain(`Sitemap: ${hostUrl('verdant.localhost', '/sitemap.xml')}`)
    expect(robotsText).toMatch(/Disallow: \/api\//)

    const sitemap = await verdantApi.get('/sitemap.xml')
    expect(sitemap.status()).toBe(200)
    const xml = await sitemap.text()
    expect(xml).toContain(`<loc>${hostUrl('verdant.localhost', '/en')}</loc>`)
    expect(xml).toContain(hostUrl('verdant.localhost', '/th/help'))
    expect(xml).not.toContain('/pt')
    expect(xml).not.toContain('localhost:' + PORTAL_PORT + '/id')

    const solara = await (await solaraApi.get('/sitemap.xml')).text()
    expect(solara).toContain(`<loc>${hostUrl('localhost', '/')}</loc>`)
    expect(solara).toContain(hostUrl('localhost', '/id/help'))

    // The members-only brand asks not to be indexed.
    const privateRobots = await (await privateApi.get('/robots.txt')).text()
    expect(privateRobots).toMatch(/Disallow: \/\s*$/m)
    await Promise.all([verdantApi.dispose(), solaraApi.dispose(), privateApi.dispose()])
  })
})
