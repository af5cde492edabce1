import { expect, signedInAs, test } from '../fixtures'
import { centreAccessibilityJourneys } from '../support/centre-axe'
import { PLATFORM_URL } from '../support/env'

// Who gets the agent centre: agents only. A visitor is sent to log in first; a player finds no such
// page, and the centre's data routes refuse it. The centre works by keyboard and at 360 px.

test.use({ lang: 'en' })

test('a visitor is sent to log in and comes back to the agent centre', async ({ page }) => {
  const res = await page.request.get('/en/agent/downline', { maxRedirects: 0 })
  expect(res.status()).toBe(307)
  expect(res.headers().location).toContain('/en/login?next=%2Fen%2Fagent%2Fdownline')
  const api = await page.request.get('/api/agent/overview?from=0')
  expect(api.status()).toBe(401)
})

// The demo roles' saved sessions, shared with other journeys: these only look.
signedInAs('player01', () => {
  test('a player gets no agent centre and no team data', async ({ page, header, agentCentre }) => {
    await agentCentre.open('overview')
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    await expect(agentCentre.dialog).toHaveCount(0)
    const overview = await page.request.get('/api/agent/overview?from=0')
    expect(overview.status()).toBe(403)
    const list = await page.request.get('/api/agent/downline')
    expect(list.status()).toBe(403)
    await header.openMenu()
    await expect(header.menuItem('agentCentre')).toHaveCount(0)
    // Not an agent: the account menu leads to the affiliate programme instead (spec §6).
    const affiliate = page.getByRole('menuitem', { name: 'Affiliate programme' })
    await expect(affiliate).toHaveAttribute('href', `${PLATFORM_URL}/pages/SOL1/affiliate`)
    const [programme] = await Promise.all([page.context().waitForEvent('page'), affiliate.click()])
    await expect(programme.getByRole('heading', { name: 'Solara Games · Affiliate programme' })).toBeVisible()
    await programme.close()
  })
})

signedInAs('agent01', () => {
  test('at 360 px the agent moves between pages by keyboard and closes the centre with Escape', async ({
    page,
    agentCentre,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 })
    await agentCentre.open()
    await expect(page).toHaveURL(/\/en\/agent\/overview$/)
    const { dialog, nav } = agentCentre
    await expect(agentCentre.stat('teamCount')).toBeVisible()
    // Nothing of the centre runs off a 360 px screen: the page lists scroll inside their own rows.
    const overflow = await dialog.evaluate((element) => {
      const content = [...element.querySelectorAll<HTMLElement>('dl, dd, h2, p')]
      return content.filter((node) => node.getBoundingClientRect().right > window.innerWidth).length
    })
    expect(overflow).toBe(0)

    await nav.getByRole('link', { name: 'Team overview' }).focus()
    await page.keyboard.press('ArrowRight')
    await expect(nav.getByRole('link', { name: 'Register account' })).toBeFocused()
    // End reaches the last page agent01's contracts allow; Home the first.
    await page.keyboard.press('End')
    await expect(nav.getByRole('link', { name: 'Real-time salary' })).toBeFocused()
    await page.keyboard.press('Home')
    await expect(nav.getByRole('link', { name: 'Announcement' })).toBeFocused()
    for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowRight')
    await expect(nav.getByRole('link', { name: 'Team management' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/en\/agent\/downline$/)
    await expect(dialog.getByRole('table', { name: 'Downline members' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Team management' })).toHaveAttribute('aria-current', 'page')

    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(page).not.toHaveURL(/\/agent\//)
  })

  centreAccessibilityJourneys(
    'agent',
    [
      ['light', 1280],
      ['dark', 360],
    ],
    (dialog) => [
      { path: 'overview', ready: dialog.locator('[data-stat="teamCount"] dd') },
      { path: 'registerCenter', ready: dialog.locator('input[name="username"]') },
      { path: 'downline', ready: dialog.locator('table') },
    ],
  )
})
