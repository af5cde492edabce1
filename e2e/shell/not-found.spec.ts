import { expect, test, type Page } from '@playwright/test'
import { ownAddress, signIn } from '../support/accounts'
import { skipAnnouncementPopups } from '../support/popups'

// Every not-found answers HTTP 404 with the localized not-found page and a real title: the route decides
// before anything streams, so the status is still its to set.

test.beforeEach(async ({ context }) => {
  await ownAddress(context)
  await skipAnnouncementPopups(context)
})

async function expectNotFound(page: Page, path: string, heading: string) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
  await expect(page).toHaveTitle(new RegExp(`^${heading}`))
}

test('a promotion without an id, or with an unknown one, is not found', async ({ page }) => {
  await expectNotFound(page, '/en/promoDetail', 'Page not found')
  await expectNotFound(page, '/promoDetail?id=no-such-promotion', 'Página não encontrada')
})

test('an unknown lobby is not found, the seven lobbies are', async ({ page }) => {
  await expectNotFound(page, '/en/slots-and-more', 'Page not found')
  const lobby = await page.goto('/en/fish')
  expect(lobby?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Fishing' })).toBeVisible()
})

test('an unknown member centre page is not found', async ({ page }) => {
  await page.goto('/en')
  await signIn(page, 'player01', 'Player#2026')
  await expectNotFound(page, '/en/member/no-such-page', 'Page not found')
  await expect(page.getByRole('dialog', { name: 'Member centre' })).toHaveCount(0)
  await expectNotFound(page, '/zh/member/no-such-page', '页面不存在')
})

test('a player who is not an agent finds no agent centre', async ({ page }) => {
  await page.goto('/en')
  await signIn(page, 'player01', 'Player#2026')
  // `/agent` itself sends a player to the affiliate programme (e2e/agent/affiliate.spec.ts); its pages are not found.
  for (const path of ['/en/agent/overview', '/en/agent/no-such-page']) {
    await expectNotFound(page, path, 'Page not found')
  }
  await expect(page.getByRole('dialog', { name: 'Agent centre' })).toHaveCount(0)
})
