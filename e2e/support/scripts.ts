import type { Page } from '@playwright/test'

// Holds the page's scripts back (its styles still arrive), as on a slow phone where the player meets the
// server's page before it comes alive. Returns what lets them through.
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/_next/static/chunks/**/*.js', async (route) => {
    await released
    await route.continue()
  })
  return release
}
