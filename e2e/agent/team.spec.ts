import { expect, test, type Locator } from '@playwright/test'
import { apiClient, ownAddress, randomName, registerAccount } from '../auth/support'
import { signIn } from '../shell/helpers'
import { createAgent } from '../support/platform'
import { skipAnnouncementPopups } from '../support/popups'

// Each journey takes an agent of its own with a team shaped like agent01's (docs/platform.md, test
// control): `<agent>nb` awaiting its first sign-in, and `<agent>t1` (joined 40 days ago), `<agent>t2`
// (3 days ago) and `<agent>t3` (today) with deposits, bets and payouts. No journey sees the members
// another one adds, so they run in any order, in parallel, and again on a retry.

test.beforeEach(async ({ context }) => {
  await ownAddress(context)
  await skipAnnouncementPopups(context)
})

function stat(dialog: Locator, name: string): Locator {
  return dialog.locator(`[data-stat="${name}"] dd`)
}

test('the agent opens the team overview from the account menu; its figures are the seeded team’s', async ({
  page,
}) => {
  const agent = await createAgent()
  await page.goto('/')
  await signIn(page, agent.username, agent.password)
  await page.reload()
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Menu da conta/ })
    .click()
  await page.getByRole('menuitem', { name: 'Central do agente' }).click()
  await expect(page).toHaveURL(/\/agent\/overview$/)
  const dialog = page.getByRole('dialog', { name: 'Central do agente' })
  const nav = dialog.getByRole('navigation', { name: 'Páginas da central do agente' })
  await expect(nav.getByRole('link', { name: 'Visão geral da equipe' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(dialog.getByRole('link', { name: 'Hoje' })).toHaveAttribute('aria-current', 'true')

  // Today: t3 joined and deposited R$ 50,00; t1 bet R$ 25,00 and won R$ 75,00.
  await expect(stat(dialog, 'teamCount')).toHaveText('4')
  await expect(stat(dialog, 'newMembers')).toHaveText('1')
  await expect(stat(dialog, 'activePlayers')).toHaveText('1')
  await expect(stat(dialog, 'deposits')).toHaveText('R$ 50,00')
  await expect(stat(dialog, 'bets')).toHaveText('R$ 25,00')
  await expect(stat(dialog, 'payouts')).toHaveText('R$ 75,00')
  await expect(stat(dialog, 'netResult')).toHaveText('+R$ 50,00')

  await dialog.getByRole('link', { name: 'Últimos 7 dias' }).click()
  await expect(page).toHaveURL(/\/agent\/overview\?range=7d$/)
  await expect(stat(dialog, 'newMembers')).toHaveText('2')
  await expect(stat(dialog, 'activePlayers')).toHaveText('2')
  await expect(stat(dialog, 'deposits')).toHaveText('R$ 350,00')
  await expect(stat(dialog, 'bets')).toHaveText('R$ 115,00')
  await expect(stat(dialog, 'netResult')).toHaveText('−R$ 30,00')

  await dialog.getByRole('link', { name: 'Últimos 30 dias' }).click()
  await expect(page).toHaveURL(/range=30d$/)
  await expect(stat(dialog, 'deposits')).toHaveText('R$ 850,00')
  await expect(stat(dialog, 'bets')).toHaveText('R$ 215,00')
  await expect(stat(dialog, 'payouts')).toHaveText('R$ 125,00')
  await expect(stat(dialog, 'netResult')).toHaveText('−R$ 90,00')
  await expect(stat(dialog, 'teamCount')).toHaveText('4')
})

test('team management lists the downline newest first, searches it and pages through it', async ({
  page,
  playwright,
}) => {
  test.setTimeout(90_000)
  const agent = await createAgent()
  const [first, second, third] = agent.members
  // Seven members join with the agent's code: eleven in all, two pages of ten.
  const joined: string[] = []
  for (let i = 0; i < 7; i++) {
    const api = await apiClient(playwright)
    const { username } = await registerAccount(api, {
      username: randomName('dl'),
      affiliateCode: agent.affiliateCode,
    })
    joined.push(username)
    await api.dispose()
  }

  await page.goto('/en')
  await signIn(page, agent.username, agent.password)
  await page.goto('/en/agent/downline')
  const dialog = page.getByRole('dialog', { name: 'Agent centre' })
  await expect(
    dialog
      .getByRole('navigation', { name: 'Agent centre pages' })
      .getByRole('link', { name: 'Team management' }),
  ).toHaveAttribute('aria-current', 'page')
  const table = dialog.getByRole('table', { name: 'Downline members' })
  await expect(dialog.getByRole('status').filter({ hasText: 'members' })).toHaveText('11 members')
  await expect(table.getByRole('row')).toHaveCount(11)
  await expect(table.getByRole('row').nth(1).getByRole('rowheader')).toHaveText(joined.at(-1) ?? '')

  const pager = dialog.getByRole('navigation', { name: 'Pages', exact: true })
  await pager.getByRole('link', { name: 'Page 2' }).click()
  await expect(page).toHaveURL(/\/en\/agent\/downline\?page=2$/)
  await expect(table.getByRole('row')).toHaveCount(2)
  const newbie = table.getByRole('row', { name: new RegExp(agent.pending) })
  await expect(newbie).toContainText('Awaiting first sign-in')
  await expect(newbie).toContainText('Never')

  const search = dialog.getByRole('searchbox', { name: 'Search by username' })
  // The search ignores case: the agent's name in capitals and a T finds t1–t3, not the pending member.
  const query = `${agent.username.toUpperCase()}T`
  await search.fill(query)
  await search.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/en/agent/downline\\?q=${query}$`))
  await expect(dialog.getByRole('status').filter({ hasText: 'members' })).toHaveText('3 members')
  await expect(table.getByRole('rowheader')).toHaveText([third ?? '', second ?? '', first ?? ''])
  await expect(table.getByRole('row', { name: new RegExp(first ?? '') })).toContainText('Active')
  await expect(table.getByRole('row', { name: new RegExp(first ?? '') })).toContainText('R$ 630.00')
  await expect(pager).toHaveCount(0)

  await search.fill('player01')
  await dialog.getByRole('button', { name: 'Search' }).click()
  await expect(dialog.getByText('No downline member matches “player01”.')).toBeVisible()
  await expect(table).toHaveCount(0)

  await dialog.getByRole('link', { name: 'Show everyone' }).click()
  await expect(page).toHaveURL(/\/en\/agent\/downline$/)
  await expect(table.getByRole('row')).toHaveCount(11)
  await expect(search).toHaveValue('')
})

test('the agent registers a downline account, which must choose its own password at first sign-in', async ({
  page,
  browser,
}) => {
  const username = randomName('rc')
  const agent = await createAgent()
  await page.goto('/')
  await signIn(page, agent.username, agent.password)
  await page.goto('/agent/registerCenter')
  const dialog = page.getByRole('dialog', { name: 'Central do agente' })
  await expect(
    dialog.getByRole('navigation', { name: 'Páginas da central do agente' }).getByRole('link', {
      name: 'Cadastrar conta',
    }),
  ).toHaveAttribute('aria-current', 'page')
  const form = dialog.getByRole('region', { name: 'Nova conta na sua rede' })
  const name = form.getByRole('textbox', { name: 'Nome de usuário', exact: true })
  const first = form.locator('input[name="password"]')
  const confirm = form.locator('input[name="confirmPassword"]')

  // The merchant's rules are checked before anything is sent; a taken name comes back from the platform.
  await expect(first).toHaveAttribute('type', 'password')
  await expect(first).toHaveAccessibleName('Primeira senha')
  await name.fill('a')
  await first.fill('Recruit#26')
  await confirm.fill('Recruit#27')
  await form.getByRole('button', { name: 'Criar conta' }).click()
  await expect(form.locator('[data-field-error="username"]')).toContainText('caracteres')
  await expect(form.locator('[data-field-error="confirmPassword"]')).toHaveText(
    'Entrada de confirmação incorreta',
  )
  await expect(name).toBeFocused()
  await name.fill('player01')
  await confirm.fill('Recruit#26')
  await form.getByRole('button', { name: 'Criar conta' }).click()
  await expect(form.locator('[data-field-error="username"]')).toHaveText('Já está cadastrado.')

  await name.fill(username)
  await form.getByRole('button', { name: 'Criar conta' }).click()
  const created = dialog.getByRole('status').filter({ hasText: 'Conta criada' })
  await expect(created).toContainText(`A conta ${username} está pronta e já faz parte da sua equipe.`)
  await expect(created).toBeFocused()

  // It is in the team, awaiting its first sign-in.
  await dialog.getByRole('link', { name: 'Gestão da equipe' }).click()
  await expect(
    dialog.getByRole('table', { name: 'Membros da rede' }).getByRole('row', { name: new RegExp(username) }),
  ).toContainText('Aguardando o primeiro acesso')

  // The new member signs in with the agent's password and must choose another one.
  const context = await browser.newContext()
  await ownAddress(context)
  await skipAnnouncementPopups(context)
  const player = await context.newPage()
  await player.goto('/')
  await player.getByRole('link', { name: 'Entrar' }).first().click()
  const login = player.getByRole('dialog', { name: 'Entrar' })
  await login.getByRole('textbox', { name: 'Nome de usuário', exact: true }).fill(username)
  await login.getByRole('textbox', { name: 'Senha', exact: true }).fill('Recruit#26')
  await login.getByRole('button', { name: 'Entrar' }).click()
  const change = player.getByRole('dialog', { name: 'Alterar senha' })
  await expect(
    change.getByText('Para sua segurança, escolha uma nova senha antes de continuar.'),
  ).toBeVisible()
  await context.close()
})
