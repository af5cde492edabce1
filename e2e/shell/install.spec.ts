import { expect, test, type APIRequestContext } from '@playwright/test'
import { existsSync } from 'node:fs'
import chromiumFlags from '../../scripts/chromium-flags.json'
import chromiumPaths from '../../scripts/chromium-paths.json'
import { hostUrl, PORTAL_PORT, PORTAL_URL } from '../support/env'
import { skipAnnouncementPopups } from '../support/popups'

// Every brand's Portal installs on a phone's home screen: its own manifest, icons in its own colours, and
// Chromium's own installability check passing on its home page.
const BRANDS = [
  { host: 'solara.localhost', name: 'Solara Games', short: 'Solara Games', start: '/' },
  { host: 'verdant.localhost', name: 'Verdant Club', short: 'Verdant Club', start: '/en' },
  { host: 'private.localhost', name: 'Solara Private', short: 'Solara', start: '/' },
  { host: 'phone.localhost', name: 'Solara Phone', short: 'Solara Phone', start: '/' },
] as const

type Manifest = {
  name: string
  short_name: string
  start_url: string
  display: string
  theme_color: string
  icons: Array<{ src: string; sizes: string; type: string; purpose: string }>
}

// Node does not resolve *.localhost as Chromium does: requests go to loopback and name the host.
const onHost = (request: APIRequestContext, host: string, path: string) =>
  request.get(`${PORTAL_URL}${path}`, { headers: { host: `${host}:${PORTAL_PORT}` } })

// A PNG's width and height, from its IHDR chunk.
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(1, 4).toString('latin1')).toBe('PNG')
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) }
}

for (const brand of BRANDS) {
  test(`${brand.host} serves its own manifest and icons`, async ({ request }) => {
    const res = await onHost(request, brand.host, '/manifest.webmanifest')
    expect(res.status()).toBe(200)
    const manifest = (await res.json()) as Manifest
    expect(manifest).toMatchObject({
      name: brand.name,
      short_name: brand.short,
      start_url: brand.start,
      display: 'standalone',
    })
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ])
    for (const icon of [...manifest.icons, { src: '/icons/apple-touch-icon.png', sizes: '180x180' }]) {
      const image = await onHost(request, brand.host, icon.src)
      expect(image.status(), icon.src).toBe(200)
      expect(image.headers()['content-type']).toBe('image/png')
      const { width, height } = pngSize(await image.body())
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes)
    }
  })
}

test('the icons are drawn in each brand’s own colour', async ({ request }) => {
  const solara = await (await onHost(request, 'solara.localhost', '/icons/192.png')).body()
  const verdant = await (await onHost(request, 'verdant.localhost', '/icons/192.png')).body()
  expect(solara.equals(verdant)).toBe(false)
})

test('unknown icons and unknown hosts answer 404', async ({ request }) => {
  expect((await onHost(request, 'solara.localhost', '/icons/1024.png')).status()).toBe(404)
  expect((await onHost(request, 'unknown.localhost', '/manifest.webmanifest')).status()).toBe(404)
})

// The headless shell answers every installability question with "no error" without checking, and an
// incognito window is never installable: the check runs in the full browser, on a profile of its own.
test('Chromium finds each brand installable from its home page', async ({ playwright }, testInfo) => {
  const browser = chromiumPaths.find((file) => file.endsWith('/chromium') && existsSync(file))
  expect(browser, 'the full Chromium (Debian package chromium) is installed').toBeTruthy()
  const context = await playwright.chromium.launchPersistentContext(testInfo.outputPath('profile'), {
    executablePath: browser,
    headless: true,
    args: chromiumFlags,
  })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    const cdp = await context.newCDPSession(page)
    for (const brand of BRANDS) {
      await page.goto(hostUrl(brand.host, brand.start))
      // The browser fetches the manifest and its icons after the page loads.
      await expect(async () => {
        const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
          installabilityErrors: Array<{ errorId: string }>
        }
        expect(installabilityErrors.map((error) => error.errorId)).toEqual([])
      }, brand.host).toPass({ timeout: 20_000 })
    }
  } finally {
    await context.close()
  }
})

test('the browser bars follow the chosen theme', async ({ page, context }) => {
  await skipAnnouncementPopups(context)
  await page.goto(hostUrl('verdant.localhost', '/en'))
  // Every theme-color tag in the head says the same (the framework may render it twice).
  const themeColours = () =>
    page
      .locator('meta[name="theme-color"]')
      .evaluateAll((tags) => [...new Set(tags.map((tag) => tag.getAttribute('content')))])
  await expect.poll(themeColours).toEqual(['#f4f5f8'])
  await page.getByRole('switch', { name: 'Dark theme' }).click()
  await expect.poll(themeColours).toEqual(['#0e1014'])
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await expect.poll(themeColours).toEqual(['#0e1014'])
})
