import { expect, test } from '../fixtures'
import { localePath } from '../pages/locale'
import { inPortugueseAndEnglish, openPromotion, post } from './support'

// No offer reaches a member on a break, in Portuguese and English: after taking a 24-hour time-out the
// promotion list and a promotion's page show the break notice (its end, help) instead of any offer.

const TEXT = {
  pt: {
    promotion: '10% de recarga toda sexta-feira',
    onBreak: 'Você está em uma pausa',
    claimHeading: 'Resgate este bônus',
    terms: 'Termos',
  },
  en: {
    promotion: '10% reload every Friday',
    onBreak: 'You are taking a break',
    claimHeading: 'Claim this bonus',
    terms: 'Terms',
  },
} as const

inPortugueseAndEnglish(TEXT, (t, lang) => {
  test('a member on a time-out is shown no promotion', async ({ member: { page } }) => {
    await openPromotion(page, lang, t.promotion)
    const detail = page.url()
    await expect(page.getByRole('region', { name: t.terms })).toBeVisible()

    await post(page, '/api/member/protection/block', { kind: 'timeout', duration: '24h', confirm: true })
    await page.goto(localePath(lang, '/promotions'))
    await expect(page.getByRole('region', { name: t.onBreak })).toBeVisible()
    await expect(page.getByRole('heading', { name: t.promotion })).toHaveCount(0)

    await page.goto(detail)
    await expect(page.getByRole('region', { name: t.onBreak })).toBeVisible()
    await expect(page.getByRole('region', { name: t.terms })).toHaveCount(0)
    await expect(page.getByRole('region', { name: t.claimHeading })).toHaveCount(0)
  })
})
