import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { ownAddress } from '../auth/support'
import { skipAnnouncementPopups } from '../support/popups'
import { signIn } from './support'

const SERIOUS = new Set(['serious', 'critical'])

test.beforeEach(async ({ context }) => {
  await ownAddress(context)
  await skipAnnouncementPopups(context)
})

for (const theme of ['light', 'dark'] as const) {
  for (const width of [1280, 360]) {
    test(`the member centre has no serious or critical axe violation in the ${theme} theme at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme)
      await page.goto('/en')
      await signIn(page, 'vip01', 'Vip#2026')
      const pages = [
        { path: 'securityCenter', ready: 'member-balance' },
        { path: 'transactionHistory', ready: null },
        { path: 'messageV2', ready: null },
      ]
      for (const { path, ready } of pages) {
        await page.goto(`/en/member/${path}`)
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
        const dialog = page.getByRole('dialog', { name: 'Member centre' })
        if (ready) await expect(dialog.getByTestId(ready)).toBeVisible()
        else await expect(dialog.getByRole('status').filter({ hasText: /Entries|Unread/ })).toBeVisible()
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
          .analyze()
        const serious = results.violations.filter((v) => SERIOUS.has(v.impact ?? ''))
        expect(
          serious.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        ).toEqual([])
      }
    })
  }
}
