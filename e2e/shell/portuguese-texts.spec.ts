import { expect, test } from '../fixtures'

// Portuguese pages say everything in Portuguese, counts included: the footer's payment methods, the card
// rooms' tiers, and the downline search's total in its singular form.

test('the footer names the payment methods in Portuguese', async ({ page }) => {
  await page.goto('/')
  const payments = page.locator('section[aria-labelledby="footer-payments"]')
  await expect(payments.getByText('Transferência bancária')).toBeVisible()
  await expect(payments.getByText('Carteira digital')).toBeVisible()
  await expect(page.getByRole('contentinfo').getByText('Bank transfer')).toHaveCount(0)
})

test('card rooms name their tiers in Portuguese', async ({ page, member }) => {
  expect(member.username).toBeTruthy()
  await page.goto('/pvp')
  const rooms = page.getByRole('link', { name: /^Entrar na sala / })
  await expect(rooms.first()).toBeVisible()
  const names = await rooms.evaluateAll((links) => links.map((l) => l.getAttribute('aria-label') ?? ''))
  expect(names.some((name) => name.endsWith(' · Iniciante'))).toBe(true)
  expect(names.some((name) => name.endsWith(' · Apostas altas'))).toBe(true)
  expect(names.filter((name) => /Beginner|Standard|High roller/.test(name))).toEqual([])
})

test('the downline search words a single member in the singular', async ({ page, agent, agentCentre }) => {
  const [first] = agent.members
  await agentCentre.open('downline')
  const dialog = agentCentre.dialog
  const search = dialog.getByRole('searchbox', { name: 'Buscar por nome de usuário' })
  await search.fill(first ?? '')
  await search.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/agent/downline\\?q=${first}$`))
  await expect(dialog.getByRole('status').filter({ hasText: /membro/ })).toHaveText('1 membro')
})
