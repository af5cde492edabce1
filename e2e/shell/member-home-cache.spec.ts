import type { Browser, Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { apiClient, ownAddress, registerAccount, signIn } from '../support/accounts'
import { createAgent } from '../support/platform'
import { skipAnnouncementPopups } from '../support/popups'

// Signed-in members share the home page of their variant (account type and club rank), rendered once,
// with each member's own name put in per response (lib/page-cache/member.ts). These journeys prove that
// a member only ever sees their own name and their own variant, and that a signed-out visitor never gets
// a member's page.

const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' }
const PLACEHOLDER = 'PortalMemberName7q3Zx9'

type Signed = { page: Page; name: string; close: () => Promise<void> }

// A browser of its own, signed in, on the Portuguese home page; `name` is what its header shows.
async function signedIn(browser: Browser, signInAs: (page: Page) => Promise<void>): Promise<Signed> {
  const context = await browser.newContext()
  await ownAddress(context)
  await skipAnnouncementPopups(context)
  const page = await context.newPage()
  await page.goto('/help')
  await signInAs(page)
  const res = await page.request.get('/api/session')
  const { data } = (await res.json()) as { data: { nickname: string; userName: string; account: string } }
  return { page, name: data.nickname || data.userName || data.account, close: () => context.close() }
}

const withPassword = (username: string, password: string) => (page: Page) => signIn(page, username, password)

// The home page as the member's browser asks for it, once the member cache answers it.
async function cachedHome(member: Signed): Promise<string> {
  let html = ''
  await expect
    .poll(
      async () => {
        const res = await member.page.request.get('/', { headers: HTML, maxRedirects: 0 })
        expect(res.status()).toBe(200)
        html = await res.text()
        return res.headers()['x-portal-member-cache'] ?? 'rendered'
      },
      { intervals: [100, 200, 300], timeout: 15_000 },
    )
    .toBe('hit')
  return html
}

const header = (page: Page) => page.getByRole('banner')
const accountMenu = (page: Page) => header(page).getByRole('button', { name: /Menu da conta/ })

test.describe('signed-in home page cache', () => {
  test('two members of one variant each get the shared page with their own name', async ({
    browser,
    playwright,
  }) => {
    const api = await apiClient(playwright)
    const first = await registerAccount(api)
    const second = await registerAccount(api)
    await api.dispose()
    const ana = await signedIn(browser, withPassword(first.username, first.password))
    const bo = await signedIn(browser, withPassword(second.username, second.password))

    const forAna = await cachedHome(ana)
    // Within the page's lifetime, the second member is answered from what was rendered for the first.
    const res = await bo.page.request.get('/', { headers: HTML })
    expect(res.headers()['x-portal-member-cache']).toBe('hit')
    const forBo = await res.text()
    for (const [mine, other] of [
      [forAna, bo.name],
      [forBo, ana.name],
    ] as const) {
      expect(mine).not.toContain(other)
      expect(mine).not.toContain(PLACEHOLDER)
    }
    expect(forAna).toContain(`data-member-name="">${ana.name}<`)
    expect(forBo).toContain(`data-member-name="">${bo.name}<`)

    // In the browser, hydrated and working: the header names the member, and only them.
    await expect
      .poll(async () => (await bo.page.goto('/'))?.headers()['x-portal-member-cache'], { timeout: 15_000 })
      .toBe('hit')
    await expect(accountMenu(bo.page)).toContainText(bo.name)
    await expect(header(bo.page)).not.toContainText(ana.name)
    await expect(header(bo.page).getByRole('link', { name: 'Depositar' })).toBeVisible()
    await accountMenu(bo.page).click()
    await expect(bo.page.getByRole('menuitem', { name: 'Extrato da conta' })).toBeVisible()
    await expect(bo.page.getByRole('menuitem', { name: 'Central do agente' })).toHaveCount(0)

    // Signed out, the same browser gets the guest page at once, with nothing of the member.
    await bo.page.keyboard.press('Escape')
    const out = await bo.page.request.post('/api/auth/logout', {
      data: {},
      headers: { origin: new URL(bo.page.url()).origin },
    })
    expect(out.status()).toBe(200)
    const guest = await bo.page.goto('/')
    expect(guest?.headers()['x-portal-member-cache']).toBeUndefined()
    expect(await guest?.text()).not.toContain(bo.name)
    await expect(header(bo.page).getByRole('link', { name: 'Entrar' })).toBeVisible()
    await expect(accountMenu(bo.page)).toHaveCount(0)
    await ana.close()
    await bo.close()
  })

  test('a VIP member, a trial account and an agent each get their own variant', async ({
    browser,
    account,
  }) => {
    const agentAccount = await createAgent()
    const member = await signedIn(browser, withPassword(account.username, account.password))
    const vip = await signedIn(browser, withPassword('vip01', 'Vip#2026'))
    const agent = await signedIn(browser, withPassword(agentAccount.username, agentAccount.password))
    const trial = await signedIn(browser, async (page) => {
      const res = await page.request.post('/api/auth/free-play', {
        data: {},
        headers: { origin: new URL(page.url()).origin },
      })
      expect(res.status(), await res.text()).toBe(200)
    })
    const everyone = [member, vip, agent, trial]
    const pages = await Promise.all(everyone.map(cachedHome))
    for (const [i, html] of pages.entries()) {
      expect(html).toContain(`data-member-name="">${everyone[i]!.name}<`)
      for (const other of everyone) if (other !== everyone[i]) expect(html).not.toContain(other.name)
    }

    const service = (page: Page) => page.getByRole('region', { name: 'Atendimento', exact: true })
    await vip.page.goto('/')
    await expect(service(vip.page).getByRole('button', { name: 'Abrir atendimento VIP' })).toBeVisible()
    await member.page.goto('/')
    await expect(service(member.page).getByRole('button', { name: 'Abrir chat ao vivo' })).toBeVisible()
    await expect(service(member.page).getByRole('button', { name: 'Abrir atendimento VIP' })).toHaveCount(0)

    await trial.page.goto('/')
    await expect(accountMenu(trial.page)).toContainText(trial.name)
    await expect(header(trial.page).getByText('Demo grátis')).toBeVisible()
    await expect(header(trial.page).getByRole('link', { name: 'Depositar' })).toHaveCount(0)

    await agent.page.goto('/')
    await expect(accountMenu(agent.page)).toContainText(agent.name)
    await accountMenu(agent.page).click()
    await expect(agent.page.getByRole('menuitem', { name: 'Central do agente' })).toBeVisible()
    for (const one of everyone) await one.close()
  })
})
