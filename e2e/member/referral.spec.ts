import { expect, test } from '../fixtures'
import { RegisterForm } from '../pages/register'
import { ownAddress, randomName } from '../support/accounts'
import { PORTAL_URL } from '../support/env'
import { skipAnnouncementPopups } from '../support/popups'
import { balanceMinor, fundedBy, inPortugueseAndEnglish } from './support'

// Invite friends, in Portuguese and English: the member's invite link (with its QR code) is copied, a
// friend opens it in a browser of their own and registers, and the inviter's list shows the friend,
// masked, not yet deposited; the friend's first deposit of the offer's minimum then shows as deposited,
// and the inviter's reward lands where the rules say: in the balance, as a bonus with its turnover.
// Every journey's inviter is a fresh member with no friends before.

const TEXT = {
  pt: {
    page: 'Convidar amigos',
    invite: 'Seu link de convite',
    link: 'Link de convite',
    qr: 'QR code do seu link de convite',
    copy: 'Copiar link',
    copied: 'Link copiado.',
    friends: 'Amigos convidados',
    empty: 'Nenhum amigo ainda. Compartilhe seu link para convidar.',
    rules: /primeiro depósito de pelo menos R\$ 50,00, você recebe R\$ 20,00 e seu amigo R\$ 10,00/,
    fields: { 'Nome de usuário': '', Senha: 'Amigo#2026', 'Confirmar senha': 'Amigo#2026' },
    adult: /Tenho 18 anos ou mais/,
    totals: '1 amigo · 0 com recompensa · R$ 0,00 ganhos',
    notYet: 'Ainda não',
    rewardedTotals: '1 amigo · 1 com recompensa · R$ 20,00 ganhos',
    deposited: 'Depositou',
    reward: 'R$ 20,00',
    bonuses: 'Detalhes de bônus',
    source: 'Indicação',
    turnover: 'R$ 0,00 de R$ 60,00',
  },
  en: {
    page: 'Invite friends',
    invite: 'Your invite link',
    link: 'Invite link',
    qr: 'QR code of your invite link',
    copy: 'Copy link',
    copied: 'Link copied.',
    friends: 'Friends invited',
    empty: 'No friends yet. Share your link to invite some.',
    rules: /first deposit of at least R\$ 50\.00, you receive R\$ 20\.00 and your friend R\$ 10\.00/,
    fields: { Username: '', Password: 'Friend#2026', 'Confirm password': 'Friend#2026' },
    adult: /I am 18 or older/,
    totals: '1 friend · 0 rewarded · R$ 0.00 earned',
    notYet: 'Not yet',
    rewardedTotals: '1 friend · 1 rewarded · R$ 20.00 earned',
    deposited: 'Deposited',
    reward: 'R$ 20.00',
    bonuses: 'Bonus details',
    source: 'Referral',
    turnover: 'R$ 0.00 of R$ 60.00',
  },
} as const

inPortugueseAndEnglish(TEXT, (t, lang) => {
  test('invite link → a friend registers through it and deposits → the inviter’s list shows the friend and the reward', async ({
    member: { page },
    memberCentre,
    context,
    browser,
  }) => {
    test.setTimeout(90_000)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: PORTAL_URL })
    await memberCentre.open()
    await memberCentre.link(t.page).click()
    await expect(page).toHaveURL(/\/member\/referral$/)
    const invite = memberCentre.region(t.invite)
    await expect(invite.getByText(t.rules)).toBeVisible()
    await expect(invite.getByRole('img', { name: t.qr }).locator('svg')).toBeVisible()
    const link = await invite.getByRole('textbox', { name: t.link }).inputValue()
    const registerPath = lang === 'pt' ? '/register' : '/en/register'
    expect(link).toMatch(new RegExp(`^${PORTAL_URL}${registerPath}\\?referralCode=[A-Z0-9]{8}$`))
    await invite.getByRole('button', { name: t.copy }).click()
    await expect(invite.getByRole('status')).toHaveText(t.copied)
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link)
    const friends = memberCentre.region(t.friends)
    await expect(friends.getByText(t.empty)).toBeVisible()

    // The friend, in a browser of their own, registers on the page the link opens.
    const friendContext = await browser.newContext({ locale: lang === 'pt' ? 'pt-BR' : 'en-GB' })
    await ownAddress(friendContext)
    await skipAnnouncementPopups(friendContext)
    const friendPage = await friendContext.newPage()
    await friendPage.goto(link)
    const register = RegisterForm.page(friendPage, lang)
    const username = randomName('amigo')
    const [usernameLabel] = Object.keys(t.fields)
    await register.fill({ ...t.fields, [usernameLabel!]: username })
    await register.root.getByRole('switch', { name: t.adult }).check()
    await register.submit.click()
    await expect(register.success).toBeVisible()

    await page.reload()
    // The list is read in the browser after the page loads: give it a busy machine's time.
    await expect(friends.getByRole('status')).toHaveText(t.totals, { timeout: 30_000 })
    const row = friends.getByRole('row').nth(1)
    await expect(row.getByRole('rowheader')).toHaveText(`${username.slice(0, 2)}***${username.slice(-1)}`)
    await expect(row).toHaveAttribute('data-deposited', 'false')
    await expect(row).toContainText(t.notYet)
    await expect(friends).not.toContainText(username)

    // The friend's first deposit, of the offer's minimum, pays the inviter's reward.
    const before = await balanceMinor(page)
    await fundedBy(friendPage, '50')
    await friendContext.close()
    await page.reload()
    await expect(friends.getByRole('status')).toHaveText(t.rewardedTotals, { timeout: 30_000 })
    await expect(row).toHaveAttribute('data-deposited', 'true')
    await expect(row).toContainText(t.deposited)
    await expect(row).toContainText(t.reward)
    expect(await balanceMinor(page)).toBe(before + 20_00)
    await memberCentre.open('bonusDetails')
    const bonus = memberCentre.region(t.bonuses).locator('tr[data-source="referral"]')
    await expect(bonus).toContainText(t.source, { timeout: 30_000 })
    await expect(bonus).toContainText(t.reward)
    await expect(bonus).toContainText(t.turnover)
  })
})
