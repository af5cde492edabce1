import type { Page } from '@playwright/test'
import { houseGames } from '../games/support'
import { expect, test } from '../fixtures'
import { textbox } from '../pages/forms'
import { home, localePath } from '../pages/locale'
import { RegisterForm } from '../pages/register'
import { inPortugueseAndEnglish } from '../member/support'
import { randomName } from '../support/accounts'
import { PLATFORM_URL, PORTAL_URL } from '../support/env'

// Terms accepted by version (docs/platform.md, "Terms accepted by version"), in Portuguese and English: a
// registration accepts the version its form linked and is never asked again; a member whose accepted
// version is older (the platform's test control puts a journey's own member back, as a new version
// would) meets a dialog at sign-in that Escape does not close, is refused deposits and game launches
// meanwhile, and after "I accept" the dialog goes and a reload does not ask again. Each journey
// registers its own member.

const TEXTS = {
  pt: {
    username: 'Nome de usuário',
    title: 'Nossos termos e condições mudaram',
    read: 'Ler os termos e condições (abre em uma nova aba)',
    accept: 'Eu aceito',
    signOut: 'Sair',
    refused: 'Nossos termos e condições mudaram: aceite a versão atual para continuar.',
    version: /versão 3 /,
  },
  en: {
    username: 'Username',
    title: 'Our terms and conditions have changed',
    read: 'Read the terms and conditions (opens in a new tab)',
    accept: 'I accept',
    signOut: 'Sign out',
    refused: 'Our terms and conditions have changed: accept the current version to continue.',
    version: /Version 3 /,
  },
}

// The version the localhost tenant (Solara, SOL1) publishes in config/tenants.json.
const CURRENT = 3

// Puts the journey's own member back on an older accepted version.
async function acceptedBefore(username: string, version = CURRENT - 1): Promise<void> {
  const res = await fetch(`${PLATFORM_URL}/__test/terms/accepted`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ merchant: 'SOL1', username, version }),
  })
  if (!res.ok) throw new Error(`could not put ${username} back on terms ${version}: ${await res.text()}`)
}

// Opens `path` and waits for the page's own question to the BFF whether the terms must be accepted.
async function openAndAsk(page: Page, path: string | null): Promise<boolean> {
  const asked = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/member/terms' && r.request().method() === 'GET',
  )
  await (path === null ? page.reload() : page.goto(path))
  const res = await asked
  expect(res.status(), await res.text()).toBe(200)
  return ((await res.json()) as { data: { required: boolean } }).data.required
}

// A money action through the BFF from the signed-in browser: its status and error.
async function moneyAction(page: Page, lang: 'pt' | 'en', path: string, data: unknown) {
  const res = await page.request.post(path, {
    data,
    headers: { Origin: PORTAL_URL, 'X-Portal-Locale': lang },
  })
  const body = (await res.json()) as { error?: { code: string; message: string } }
  return { status: res.status(), error: body.error }
}

inPortugueseAndEnglish(TEXTS, (t, lang) => {
  test('a registration accepts the current terms and is not asked again', async ({ page }) => {
    await page.goto(localePath(lang, '/register'))
    const register = RegisterForm.page(page, lang)
    const username = randomName('termo')
    const password = 'Termos#2026'
    await textbox(register.root, t.username).fill(username)
    await register.fill({
      [lang === 'pt' ? 'Senha' : 'Password']: password,
      [lang === 'pt' ? 'Confirmar senha' : 'Confirm password']: password,
    })
    const sent = page.waitForRequest(
      (r) => new URL(r.url()).pathname === '/api/auth/register' && r.method() === 'POST',
    )
    // The signed-in frame asks once the registration has signed the member in.
    const asked = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/member/terms' && r.request().method() === 'GET',
    )
    await register.submit.click()
    expect((await sent).postDataJSON()).toMatchObject({ acceptTerms: true, termsVersion: CURRENT })
    expect(await (await asked).json()).toMatchObject({ data: { required: false, version: CURRENT } })
    await register.startPlaying()
    await expect(page).toHaveURL(new RegExp(`${home(lang)}$`))
    expect(await openAndAsk(page, null)).toBe(false)
    await expect(page.getByRole('alertdialog', { name: t.title })).toHaveCount(0)
  })

  test('an older acceptance is asked at sign-in, cannot be put away, holds money back, and is asked once', async ({
    page,
    account,
    header,
  }) => {
    test.setTimeout(90_000)
    await acceptedBefore(account.username)
    await page.goto(home(lang))
    const login = await header.openLogin()
    await login.signIn(account.username, account.password)

    const dialog = page.getByRole('alertdialog', { name: t.title })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText(t.version)
    const terms = dialog.getByRole('link', { name: t.read })
    await expect(terms).toHaveAttribute('href', localePath(lang, '/terms'))
    await expect(terms).toHaveAttribute('target', '_blank')
    await expect(dialog.getByRole('button', { name: t.signOut })).toBeVisible()

    // Escape does nothing; the keyboard never reaches the page behind and gets to "I accept".
    await page.keyboard.press('Escape')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeVisible()
    const accept = dialog.getByRole('button', { name: t.accept })
    const focusOutside = () =>
      page.evaluate(() => {
        const active = document.activeElement
        return !!active && active !== document.body && !active.closest('dialog')
      })
    let onAccept = false
    for (let i = 0; i < 6 && !onAccept; i++) {
      await page.keyboard.press('Tab')
      expect(await focusOutside()).toBe(false)
      onAccept = await accept.evaluate((button) => button === document.activeElement)
    }
    expect(onAccept).toBe(true)

    // Meanwhile the BFF refuses a deposit and a game launch with the message.
    const deposit = await moneyAction(page, lang, '/api/wallet/deposit', { method: 'PIX', amount: '20' })
    expect(deposit.status).toBe(403)
    expect(deposit.error).toMatchObject({ code: 'terms_required', message: t.refused })
    const { dice } = await houseGames()
    const launch = await moneyAction(page, lang, '/api/games/launch', {
      game: dice,
      vendor: 'HOUSE',
      type: 'INHOUSE',
    })
    expect(launch.status).toBe(403)
    expect(launch.error).toMatchObject({ code: 'terms_required', message: t.refused })

    // Accepting (from the keyboard) closes the dialog without a reload; a reload does not ask again.
    await accept.press('Enter')
    await expect(dialog).toBeHidden()
    expect(await openAndAsk(page, null)).toBe(false)
    await expect(dialog).toHaveCount(0)
    const launched = await moneyAction(page, lang, '/api/games/launch', {
      game: dice,
      vendor: 'HOUSE',
      type: 'INHOUSE',
    })
    expect(launched.status).toBe(200)

    // A version published while the member is signed in: the next page asks.
    await acceptedBefore(account.username)
    expect(await openAndAsk(page, localePath(lang, '/promotions'))).toBe(true)
    await expect(dialog).toBeVisible()
    await accept.click()
    await expect(dialog).toBeHidden()
  })
})
