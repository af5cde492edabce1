import { expect, test } from '../fixtures'
import { PORTAL_PORT, PORTAL_URL, hostUrl } from '../support/env'
import { pointConversions } from '../support/platform'
import { playDice } from './support'

// The point mall, in Portuguese and English: a new member plays house rounds, sees the points they earned
// (two a 1.00 dice round), redeems a reward after one wrong password, and the points fall while the
// history shows the redemption; a longer history is paged, each page with its own address. A visitor sees the mall and is asked to sign in; the sitemap lists it in
// every language of the brand that has points, and the brand without them answers 404.

const TEXT = {
  pt: {
    path: '/pointMall',
    title: 'Loja de pontos',
    zero: '0 pontos',
    earned: '6 pontos',
    left: '1 ponto',
    reward: 'Moldura dourada de avatar',
    redeem: 'Resgatar',
    password: 'Senha de acesso',
    confirm: 'Resgatar agora',
    wrong: 'Essa senha não está certa. Digite novamente.',
    done: 'Resgatado: Moldura dourada de avatar. Saldo: 1 ponto.',
    close: 'Concluir',
    needMore: '4 pontos em falta',
    signIn: 'Entre para resgatar',
    historyCount: '23 resgates no total, os mais recentes primeiro',
    page: 'Página',
    converted: 'Convertido em dinheiro',
  },
  en: {
    path: '/en/pointMall',
    title: 'Point mall',
    zero: '0 points',
    earned: '6 points',
    left: '1 point',
    reward: 'Golden avatar frame',
    redeem: 'Redeem',
    password: 'Sign-in password',
    confirm: 'Redeem now',
    wrong: 'That password is not right. Type it again.',
    done: 'Redeemed: Golden avatar frame. You have 1 point left.',
    close: 'Done',
    needMore: '4 more points needed',
    signIn: 'Sign in to redeem',
    historyCount: '23 redemptions in all, newest first',
    page: 'Page',
    converted: 'Converted to cash',
  },
} as const

for (const lang of ['pt', 'en'] as const) {
  const text = TEXT[lang]

  test.describe(lang === 'pt' ? 'em português' : 'in English', () => {
    test('a new member earns points in house games and redeems a reward', async ({ member }) => {
      test.setTimeout(90_000)
      const { page } = member
      await page.goto(text.path)
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible()
      const balance = page.getByTestId('points-balance')
      await expect(balance).toHaveText(text.zero)

      await playDice(page, 3)
      await page.reload()
      await expect(balance).toHaveText(text.earned)

      const card = page.getByTestId('point-rewards').getByRole('listitem').filter({ hasText: text.reward })
      // The reward's name is read out after the button's word, as a hidden span the browser sets apart.
      await card.getByRole('button', { name: new RegExp(`^${text.redeem}\\s?: ${text.reward}$`) }).click()
      const dialog = page.getByRole('dialog')
      await expect(dialog).toBeVisible()
      const password = dialog.getByRole('textbox', { name: text.password, exact: true })

      // A wrong password: said under the field, and nothing is spent.
      await password.fill('Wrong#2026')
      await dialog.getByRole('button', { name: text.confirm }).click()
      await expect(dialog.locator('[data-field-error="password"]')).toHaveText(text.wrong)
      await expect(password).toBeFocused()

      await password.fill(member.password)
      await dialog.getByRole('button', { name: text.confirm }).click()
      await expect(dialog.getByRole('status')).toHaveText(text.done)
      await dialog.getByRole('button', { name: text.close }).click()
      await expect(dialog).toBeHidden()

      await expect(balance).toHaveText(text.left)
      const history = page.getByTestId('point-history')
      await expect(history.getByRole('row').nth(1)).toContainText(text.reward)
      await expect(history.getByRole('row').nth(1)).toContainText('−5')
      await expect(history.getByRole('row')).toHaveCount(2)
      await expect(card).toContainText(text.needMore)

      // The frame they now own is shown around their avatar, in the header.
      await page.reload()
      const avatarButton = page
        .getByRole('banner')
        .getByRole('button', { name: /Menu da conta|Account menu/ })
      await expect(avatarButton.locator('[data-frame="gold"] img')).toBeVisible()
    })

    test('a history longer than a page is paged, each page at its own address', async ({ member }) => {
      const { page } = member
      await pointConversions(member.username, 23)
      await page.goto(text.path)
      const history = page.getByTestId('point-history')
      await expect(history.getByText(text.historyCount)).toBeVisible()
      const rows = history.getByRole('row')
      await expect(rows).toHaveCount(11)
      // The n-th conversion took 100 + n points: newest first, page 1 opens with the 23rd.
      await expect(rows.nth(1)).toContainText(text.converted)
      await expect(rows.nth(1)).toContainText('−122')

      const pager = history.getByRole('navigation')
      await pager.getByRole('link', { name: `${text.page} 2`, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${text.path}\\?page=2$`))
      await expect(pager.getByRole('link', { name: `${text.page} 2`, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      )
      await expect(rows).toHaveCount(11)
      await expect(rows.nth(1)).toContainText('−112')
      await expect(rows.nth(10)).toContainText('−103')

      // The last page, read straight from its address: the three oldest.
      await page.goto(`${text.path}?page=3`)
      await expect(rows).toHaveCount(4)
      await expect(rows.nth(3)).toContainText('−100')
      await expect(pager.getByRole('link', { name: `${text.page} 3`, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      )
    })

    test('a visitor sees the rewards and is asked to sign in to redeem', async ({ page }) => {
      await page.goto(text.path)
      const rewards = page.getByTestId('point-rewards').getByRole('listitem')
      expect(await rewards.count()).toBeGreaterThanOrEqual(8)
      await expect(
        rewards.filter({ hasText: text.reward }).getByRole('link', { name: new RegExp(text.signIn) }),
      ).toBeVisible()
      await expect(page.getByTestId('points-balance')).toHaveCount(0)
    })
  })
}

test('the sitemap lists the mall in every language where points are on, and nowhere else', async ({
  playwright,
}) => {
  const on = (host: string) =>
    playwright.request.newContext({
      baseURL: PORTAL_URL,
      extraHTTPHeaders: { host: `${host}:${PORTAL_PORT}` },
    })
  const [solara, verdant] = await Promise.all([on('localhost'), on('verdant.localhost')])
  const listed = await (await solara.get('/sitemap.xml')).text()
  for (const prefix of ['', '/en', '/zh', '/id', '/th', '/vi'])
    expect(listed).toContain(`<loc>${hostUrl('localhost', `${prefix}/pointMall`)}</loc>`)
  expect(await (await verdant.get('/sitemap.xml')).text()).not.toContain('pointMall')
  expect((await verdant.get('/en/pointMall')).status()).toBe(404)
  await Promise.all([solara.dispose(), verdant.dispose()])
})
