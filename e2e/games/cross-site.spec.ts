import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { PORTAL_URL } from '../support/env'
import { houseGames } from './support'

// A game linked from another site is not launched by the link alone: the page names the game and offers
// Play, and only that click (a navigation of this site) starts it, records it and starts the clock.
test.use({ lang: 'en' })

// A page on another site that links to `target` on the Portal; the browser then says `cross-site`.
async function followFromElsewhere(page: Page, target: string, name: string) {
  await page.route('http://elsewhere.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: `<a href="${PORTAL_URL}${target}">${name}</a>` }),
  )
  await page.goto('http://elsewhere.example/')
  await page.getByRole('link', { name }).click()
}

test('a game linked from another site waits for Play', async ({ member }) => {
  const { page } = member
  const { dice } = await houseGames()
  const target = `/en/game?vendor=HOUSE&type=INHOUSE&game=${dice}`
  await followFromElsewhere(page, target, 'Play dice now')
  await expect(page).toHaveURL(`${PORTAL_URL}${target}`)
  await expect(page.getByRole('heading', { level: 2, name: 'Ready to play?' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Dice' })).toBeVisible()
  await expect(page.locator('iframe')).toHaveCount(0)
  // Not launched: nothing recently played for this fresh account (until Play, below).
  const recent = async () => JSON.stringify(await (await page.request.get('/api/games/recent?page=1')).json())
  expect(await recent()).not.toContain('Dice')

  await page.getByRole('link', { name: 'Play', exact: true }).click()
  const frame = page.frameLocator('iframe[title="Dice game window"]')
  await expect(frame.getByRole('button', { name: 'Roll' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Ready to play?' })).toHaveCount(0)
  await expect.poll(recent).toContain('Dice')
})
