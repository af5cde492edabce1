import { expect, inLanguage, test } from '../fixtures'
import { platformGet } from '../support/platform'

// The help centre from the platform: its search finds an answer, each answer has a link that opens it,
// the page carries the FAQ as structured data, and feedback is offered from it.

type Help = { categories: Array<{ articles: Array<{ slug: string; title: string; body: string }> }> }

test('the help centre search finds an answer, which opens from its own link', async ({ page }) => {
  await page.goto('/help')
  await expect(page.getByRole('heading', { level: 1, name: 'Central de ajuda' })).toBeVisible()
  const search = page.getByRole('search')
  await search.getByLabel('Pesquisar na central de ajuda').fill('senha')
  await search.getByRole('button', { name: 'Pesquisar' }).click()
  await expect(page).toHaveURL(/\/help\?q=senha$/)
  await expect(page.getByRole('status').filter({ hasText: 'senha' })).toContainText(
    '1 resposta encontrada para “senha”.',
  )
  const answer = page.locator('details#forgot-password')
  await expect(answer).toHaveAttribute('open', '')
  await expect(answer).toContainText('Esqueci minha senha. E agora?')
  await expect(page.locator('article:has(h1) details')).toHaveCount(1)

  await answer.getByRole('link', { name: 'Link para esta resposta' }).click()
  await expect(page).toHaveURL(/\/help\?article=forgot-password#forgot-password$/)
  await expect(page.locator('article:has(h1) details[open]')).toHaveCount(1)
  await expect(page.locator('details#forgot-password')).toHaveAttribute('open', '')
  await expect(page.locator('article:has(h1) details')).toHaveCount(8)

  await expect(page.getByRole('link', { name: 'Enviar sugestão' })).toHaveAttribute(
    'href',
    '/member/feedback',
  )
})

inLanguage('en', () => {
  test('the help centre lists the platform articles, finds one and carries them as FAQ data', async ({
    page,
  }) => {
    const help = await platformGet<Help>('/wps/system/helpCenter', 'SOL1', 'EN')
    const articles = help.categories.flatMap((category) => category.articles)
    await page.goto('/en/help')
    for (const article of articles) await expect(page.getByText(article.title, { exact: true })).toBeVisible()

    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')
    expect(data['@type']).toBe('FAQPage')
    expect(data.mainEntity).toHaveLength(articles.length)
    expect(data.mainEntity[0].acceptedAnswer.text).toBe(articles[0]!.body)

    await page.getByRole('searchbox', { name: 'Search the help centre' }).fill('withdrawal')
    await page.getByRole('searchbox', { name: 'Search the help centre' }).press('Enter')
    await expect(page).toHaveURL(/\/en\/help\?q=withdrawal$/)
    await expect(page.getByRole('status').filter({ hasText: 'withdrawal' })).toContainText(
      '1 answer matches “withdrawal”.',
    )
    await expect(page.locator('article:has(h1) details[open]')).toHaveCount(1)
    await expect(page.locator('details#withdrawal-time')).toContainText('How long does a withdrawal take?')
    await expect(page.getByText('How do I create an account?')).toHaveCount(0)
    await page.getByRole('link', { name: 'Show all answers' }).click()
    await expect(page.locator('article:has(h1) details')).toHaveCount(articles.length)
  })
})
