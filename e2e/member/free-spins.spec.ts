import { expect, test } from '../fixtures'
import { lastMessage } from '../auth/support'
import { localePath } from '../pages/locale'
import { RegisterForm } from '../pages/register'
import { randomMobile } from '../support/accounts'
import { inPortugueseAndEnglish, openPromotion } from './support'

// Free spins, in Portuguese and English: a player who registered with a verified mobile number claims
// the promotion's 50 free spins, which wait on the named slot; the game offers them as free rounds,
// played like any spin, and the promotion page counts what is left.

const TEXT = {
  pt: {
    promotion: '50 giros grátis para novos jogadores',
    terms: 'Termos',
    rule: /^50 giros grátis de R\$ 0,20 cada em Classic Slot 5x3, uma vez por membro/,
    claimHeading: 'Resgate este bônus',
    claim: 'Resgatar 50 giros grátis',
    ready: 'Seus giros grátis estão prontos em Classic Slot 5x3.',
    play: 'Jogar Classic Slot 5x3',
    frame: 'Janela do jogo Classic Slot 5x3',
    freeSpin: (left: number) => `Giro grátis (${left} restantes)`,
  },
  en: {
    promotion: '50 free spins for new players',
    terms: 'Terms',
    rule: /^50 free spins of R\$ 0\.20 each on Classic Slot 5x3, once per member/,
    claimHeading: 'Claim this bonus',
    claim: 'Claim 50 free spins',
    ready: 'Your free spins are ready on Classic Slot 5x3.',
    play: 'Play Classic Slot 5x3',
    frame: 'Classic Slot 5x3 game window',
    freeSpin: (left: number) => `Free spin (${left} left)`,
  },
} as const

inPortugueseAndEnglish(TEXT, (t, lang) => {
  test('free spins of a verified mobile are played on the named slot', async ({ page }) => {
    test.setTimeout(120_000)
    const mobile = randomMobile()
    await page.goto(localePath(lang, '/register'))
    const register = RegisterForm.page(page, lang)
    await register.byMobile(mobile)
    const sms = await lastMessage({ mobile: `55${mobile}` }, 'register')
    await register.completeByMobile(sms.code, 'Celular#2026')
    await register.acceptAccountNumberTip()
    await register.startPlaying()

    await openPromotion(page, lang, t.promotion)
    await expect(page.getByRole('region', { name: t.terms }).getByRole('listitem').first()).toHaveText(t.rule)
    const claim = page.getByRole('region', { name: t.claimHeading })
    await claim.getByRole('button', { name: t.claim }).click()
    await expect(claim.getByRole('status')).toHaveText(t.ready)
    await expect(claim.getByTestId('claim-spins-left')).toHaveText('50')

    const promotionPage = page.url()
    await claim.getByRole('link', { name: t.play }).click()
    const slot = page.frameLocator(`iframe[title="${t.frame}"]`)
    await slot.getByRole('button', { name: t.freeSpin(50) }).click()
    await expect(slot.locator('#rounds')).toHaveText('1')
    await expect(slot.locator('#slot-grid td[data-symbol]')).toHaveCount(15)
    await slot.getByRole('button', { name: t.freeSpin(49) }).click()
    await expect(slot.locator('#rounds')).toHaveText('2')
    await expect(slot.getByRole('button', { name: t.freeSpin(48) })).toBeVisible()

    await page.goto(promotionPage)
    await expect(claim.getByTestId('claim-spins-left')).toHaveText('48')
  })
})
