import { expect, test, type Page } from '@playwright/test'
import { hostUrl } from '../support/env'
import { skipAnnouncementPopups } from '../support/popups'

// Each tenant's licence, as its entry in config/tenants.json names it.
const SOLARA_LICENCE = 'SPA/MF 0123/2025'
const VERDANT_LICENCE = 'OGL/2024/118/0562'

const TEXT = {
  pt: {
    agree: 'termos e condições',
    terms: 'Termos e condições',
    version: 'Versão 3',
    licence: 'Licença',
    privacy: 'Política de privacidade',
    cookies: 'Política de cookies',
  },
  en: {
    agree: 'terms and conditions',
    terms: 'Terms and conditions',
    version: 'Version 3',
    licence: 'Licence',
    privacy: 'Privacy policy',
    cookies: 'Cookie policy',
  },
} as const

// The footer's licence notice, found by its heading.
const licenceNotice = (page: Page, heading: string) =>
  page.getByRole('contentinfo').getByRole('region', { name: heading, exact: true })

test.describe('legal pages and licence', () => {
  test.beforeEach(async ({ context }) => {
    await skipAnnouncementPopups(context)
  })

  for (const lang of ['pt', 'en'] as const) {
    const text = TEXT[lang]
    const prefix = lang === 'pt' ? '' : '/en'

    test(`the registration's terms link opens the terms, with their version and the licence (${lang})`, async ({
      page,
      context,
    }) => {
      await page.goto(hostUrl('localhost', `${prefix}/register`))
      const opened = context.waitForEvent('page')
      await page.getByRole('main').getByRole('link', { name: text.agree, exact: true }).click()
      const terms = await opened
      await expect(terms).toHaveURL(hostUrl('localhost', `${prefix}/terms`))
      await expect(terms.getByRole('heading', { level: 1, name: text.terms })).toBeVisible()
      await expect(terms.getByRole('main').getByText(text.version, { exact: true })).toBeVisible()
      await expect(terms.getByRole('main').getByText(SOLARA_LICENCE)).toBeVisible()
      // The other documents are one click away.
      await terms.getByRole('main').getByRole('link', { name: text.privacy }).click()
      await expect(terms.getByRole('heading', { level: 1, name: text.privacy })).toBeVisible()
      await terms.getByRole('main').getByRole('link', { name: text.cookies }).click()
      await expect(terms.getByRole('heading', { level: 1, name: text.cookies })).toBeVisible()
    })

    test(`the footer names the licence and links the legal pages on every page (${lang})`, async ({
      page,
    }) => {
      for (const path of ['/', '/promotions', '/help', '/responsible-gaming', '/cookies']) {
        await page.goto(hostUrl('localhost', `${prefix}${path}`.replace(/(.)\/$/, '$1')))
        await expect(licenceNotice(page, text.licence), path).toContainText(SOLARA_LICENCE)
        const links = page.getByRole('contentinfo')
        await expect(links.getByRole('link', { name: text.terms, exact: true }), path).toHaveAttribute(
          'href',
          `${prefix}/terms`,
        )
        await expect(links.getByRole('link', { name: text.privacy, exact: true }), path).toBeVisible()
        await expect(links.getByRole('link', { name: text.cookies, exact: true }), path).toBeVisible()
      }
    })
  }

  test('each brand names its own licence and the version of its own documents', async ({ page }) => {
    await page.goto(hostUrl('verdant.localhost', '/en/terms'))
    await expect(page.getByRole('main').getByText('Version 2', { exact: true })).toBeVisible()
    await expect(licenceNotice(page, 'Licence')).toContainText(VERDANT_LICENCE)
    await expect(licenceNotice(page, 'Licence')).not.toContainText(SOLARA_LICENCE)
  })

  test('a members-only brand shows its terms to a visitor without a session', async ({ page }) => {
    await page.goto(hostUrl('private.localhost', '/terms'))
    await expect(page).toHaveURL(hostUrl('private.localhost', '/terms'))
    await expect(page.getByRole('heading', { level: 1, name: 'Termos e condições' })).toBeVisible()
  })
})
