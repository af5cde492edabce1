import { expect, test } from '../fixtures'
import { seriousViolations } from '../support/axe'

// vip01's saved session, shared with other journeys: these only look at the centre's pages.
test.use({ role: 'vip01', lang: 'en' })

for (const theme of ['light', 'dark'] as const) {
  for (const width of [1280, 360]) {
    test(`the member centre has no serious or critical axe violation in the ${theme} theme at ${width} px`, async ({
      page,
      memberCentre,
    }) => {
      // Three pages, each scanned whole by axe: on a busy two-core machine that takes more than the default.
      test.setTimeout(90_000)
      await page.setViewportSize({ width, height: 900 })
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme)
      const pages = [
        { path: 'securityCenter', ready: 'member-balance' },
        { path: 'transactionHistory', ready: null },
        { path: 'messageV2', ready: null },
      ]
      for (const { path, ready } of pages) {
        await memberCentre.open(path)
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
        const dialog = memberCentre.dialog
        if (ready) await expect(dialog.getByTestId(ready)).toBeVisible()
        else await expect(dialog.getByRole('status').filter({ hasText: /Entries|Unread/ })).toBeVisible()
        expect((await seriousViolations(page)).map((v) => `${path} ${v}`)).toEqual([])
      }
    })
  }
}
