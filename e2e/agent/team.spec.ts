import { expect, inLanguage, test } from '../fixtures'
import { ChangePasswordDialog } from '../pages/login'
import { fieldError } from '../pages/forms'
import { Header } from '../pages/header'
import { apiClient, ownAddress, randomName, registerAccount } from '../support/accounts'
import { skipAnnouncementPopups } from '../support/popups'

// Each journey takes an agent of its own with a team shaped like agent01's (docs/platform.md, test
// control): `<agent>nb` awaiting its first sign-in, and `<agent>t1` (joined 40 days ago), `<agent>t2`
// (3 days ago) and `<agent>t3` (today) with deposits, bets and payouts. No journey sees the members
// another one adds, so they run in any order, in parallel, and again on a retry.

test('the agent opens the team overview from the account menu; its figures are the seeded team’s', async ({
  agent: { page },
  header,
  agentCentre,
}) => {
  await page.goto('/')
  await header.openMenu()
  await header.menuItem('agentCentre').click()
  await expect(page).toHaveURL(/\/agent\/overview$/)
  const dialog = agentCentre.dialog
  await expect(agentCentre.link('Visão geral da equipe')).toHaveAttribute('aria-current', 'page')
  await expect(dialog.getByRole('link', { name: 'Hoje' })).toHaveAttribute('aria-current', 'true')

  // Today: t3 joined and deposited R$ 50,00; t1 bet R$ 25,00 and won R$ 75,00.
  await agentCentre.expectStats({
    teamCount: '4',
    newMembers: '1',
    activePlayers: '1',
    deposits: 'R$ 50,00',
    bets: 'R$ 25,00',
    payouts: 'R$ 75,00',
    netResult: '+R$ 50,00',
  })

  await dialog.getByRole('link', { name: 'Últimos 7 dias' }).click()
  await expect(page).toHaveURL(/\/agent\/overview\?range=7d$/)
  await agentCentre.expectStats({
    newMembers: '2',
    activePlayers: '2',
    deposits: 'R$ 350,00',
    bets: 'R$ 115,00',
    netResult: '−R$ 30,00',
  })

  await dialog.getByRole('link', { name: 'Últimos 30 dias' }).click()
  await expect(page).toHaveURL(/range=30d$/)
  await agentCentre.expectStats({
    deposits: 'R$ 850,00',
    bets: 'R$ 215,00',
    payouts: 'R$ 125,00',
    netResult: '−R$ 90,00',
    teamCount: '4',
  })
})

inLanguage('en', () => {
  test('team management lists the downline newest first, searches it and pages through it', async ({
    page,
    agentCentre,
    agent,
    playwright,
  }) => {
    test.setTimeout(90_000)
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

    await agentCentre.open('downline')
    const dialog = agentCentre.dialog
    await expect(agentCentre.link('Team management')).toHaveAttribute('aria-current', 'page')
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
})

test('the agent registers a downline account, which must choose its own password at first sign-in', async ({
  agent: { page },
  agentCentre,
  browser,
}) => {
  const username = randomName('rc')
  await page.goto('/agent/registerCenter')
  const dialog = agentCentre.dialog
  await expect(agentCentre.link('Cadastrar conta')).toHaveAttribute('aria-current', 'page')
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
  await expect(fieldError(form, 'username')).toContainText('caracteres')
  await expect(fieldError(form, 'confirmPassword')).toHaveText('Entrada de confirmação incorreta')
  await expect(name).toBeFocused()
  await name.fill('player01')
  await confirm.fill('Recruit#26')
  await form.getByRole('button', { name: 'Criar conta' }).click()
  await expect(fieldError(form, 'username')).toHaveText('Já está cadastrado.')

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
  const login = await new Header(player, 'pt').openLogin()
  await login.signIn(username, 'Recruit#26')
  await expect(new ChangePasswordDialog(player, 'pt').forcedNotice).toBeVisible()
  await context.close()
})
