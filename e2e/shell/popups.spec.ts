import { expect, test } from '@playwright/test'
import { platformGet } from '../support/platform'

test('the visitor pop-up announcement shows once per session, on the home page', async ({
  page,
  browser,
}) => {
  const value = await platformGet<{ popup: Array<{ id: number; title: string }> }>(
    '/wps/relay/MCSFE_getListAnnouncements?types=PU&platform=W&execution=B',
    'SOL1',
    'EN',
  )
  const popup = value.popup[0]!
  const title = popup.title.replace('{brand}', 'Solara Games')

  await page.goto('/en/help')
  await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  await page.goto('/en')
  const dialog = page.getByRole('dialog', { name: title })
  await expect(dialog).toBeVisible()
  await expect(page.locator('body')).toHaveCSS('position', 'fixed')
  await page.keyboard.press('Enter')
  await expect(dialog).toHaveCount(0)
  await expect(page.locator('body')).not.toHaveCSS('position', 'fixed')

  await page.reload()
  await expect(page.getByRole('heading', { name: 'Hot games' })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // A new session greets again.
  const fresh = await browser.newContext()
  const other = await fresh.newPage()
  await other.goto('/en')
  await expect(other.getByRole('dialog', { name: title })).toBeVisible()
  await other.getByRole('dialog').getByRole('button', { name: 'Close' }).click()
  await expect(other.getByRole('dialog')).toHaveCount(0)
  await fresh.close()
})
