import type { Locator } from '@playwright/test'
import { expect, test } from '../fixtures'
import { seriousViolations } from './axe'

type Scan = readonly ['light' | 'dark', number]

// One journey per theme and screen width: it opens each given page of the member or agent centre, waits
// for what shows that page is ready (`pages`, from the centre's dialog), and expects no serious or critical
// axe violation on it.
export function centreAccessibilityJourneys(
  area: 'member' | 'agent',
  scans: readonly Scan[],
  pages: (dialog: Locator) => { path: string; ready: Locator }[],
): void {
  for (const [theme, width] of scans) {
    test(`the ${area} centre has no serious or critical axe violation in the ${theme} theme at ${width} px`, async ({
      page,
      memberCentre,
      agentCentre,
    }) => {
      // Three pages, each scanned whole by axe: on a busy two-core machine that takes more than the default.
      test.setTimeout(90_000)
      const centre = area === 'member' ? memberCentre : agentCentre
      await page.setViewportSize({ width, height: 900 })
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme)
      for (const { path, ready } of pages(centre.dialog)) {
        await centre.open(path)
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
        await expect(ready).toBeVisible()
        expect((await seriousViolations(page)).map((v) => `${path} ${v}`)).toEqual([])
      }
    })
  }
}
