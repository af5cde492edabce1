import { skipAnnouncementPopups } from '../support/popups'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { hostUrl } from '../support/env'
import {
  captchaAnswer,
  fieldError,
  lastMessage,
  openDialog,
  ownAddress,
  randomMobile,
  randomName,
  recordCalls,
} from './support'

test.beforeEach(async ({ context }) => {
  await ownAddress(context)
  await skipAnnouncementPopups(context)
})

// Read in the browser, so that the tenant's own host (and the session cookie for it) is used.
async function balanceMinor(page: Page): Promise<number> {
  const body = await page.evaluate(() => fetch('/api/wallet/balance').then((r) => r.json()))
  return (body as { data: { totalMinor: number } }).data.totalMinor
}

async function fill(scope: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    await scope.getByRole('textbox', { name: label, exact: true }).fill(value)
}

test.describe('registration page', () => {
  test('Portuguese: every kind of rule violation shows its message under the field and sends nothing', async ({
    page,
  }) => {
    const calls = recordCalls(page, '/api/auth/register')
    await page.goto('/register')
    await expect(page.getByRole('heading', { level: 1, name: 'Criar conta' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/')
    await expect(page.getByRole('tab', { name: 'Com celular' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Promoções para novos jogadores' })).toBeVisible()
    const form = page.locator('main form')
    await expect(form.getByRole('textbox', { name: 'Nome de usuário', exact: true })).toBeVisible()
    // Required placeholders carry the asterisk.
    await expect(form.getByRole('textbox', { name: 'Nome de usuário', exact: true })).toHaveAttribute(
      'placeholder',
      'Nome de usuário *',
    )
    await expect(form.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveAttribute(
      'placeholder',
      'E-mail',
    )

    const submit = form.getByRole('button', { name: 'Criar conta' })
    await submit.click()
    for (const name of ['username', 'password', 'confirmPassword']) {
      await expect(fieldError(form, name)).toHaveText('Este campo é obrigatório.')
    }
    await expect(form.getByRole('textbox', { name: 'Nome de usuário', exact: true })).toBeFocused()

    await fill(form, {
      'Nome de usuário': '7jogador',
      Senha: 'tem espaço',
      'Confirmar senha': 'outra-coisa',
      'E-mail': 'jogador@',
      WhatsApp: 'abc',
      'Número do documento': '123',
      'Código de convite': 'a!',
    })
    await form.getByRole('switch', { name: /Tenho 18 anos ou mais/ }).uncheck()
    await submit.click()

    await expect(fieldError(form, 'username')).toHaveText(
      '6 - 16 caracteres: comece com uma letra, depois letras ou números.',
    )
    await expect(fieldError(form, 'password')).toHaveText(
      '6 - 20 caracteres: letras, números e símbolos, sem espaços.',
    )
    await expect(fieldError(form, 'confirmPassword')).toHaveText('Entrada de confirmação incorreta')
    await expect(fieldError(form, 'email')).toHaveText('Informe um e-mail válido (6 - 64 caracteres).')
    await expect(fieldError(form, 'whatsapp')).toHaveText('8 - 15 dígitos, apenas números.')
    // Equal bounds read as one number.
    await expect(fieldError(form, 'idNumber')).toHaveText('11 dígitos, apenas números.')
    await expect(fieldError(form, 'affiliateCode')).toHaveText('4 - 12 caracteres: apenas letras e números.')
    await expect(form.getByText('Confirme que você tem 18 anos ou mais e aceita os termos.')).toBeVisible()
    expect(calls).toEqual([])

    // Reset clears the form and puts the agreement back on.
    await form.getByRole('button', { name: 'Limpar' }).click()
    await expect(form.getByRole('textbox', { name: 'Nome de usuário', exact: true })).toHaveValue('')
    await expect(fieldError(form, 'username')).toHaveCount(0)
    await expect(form.getByRole('switch', { name: /Tenho 18 anos ou mais/ })).toBeChecked()
    expect(calls).toEqual([])
  })

  test('Portuguese: a taken username is refused, a new one registers with the sign-up bonus', async ({
    page,
  }) => {
    await page.goto('/register')
    const form = page.locator('main form')
    await form.getByRole('textbox', { name: 'Nome de usuário', exact: true }).fill('player01')
    await form.getByRole('textbox', { name: 'Senha', exact: true }).focus()
    await expect(fieldError(form, 'username')).toHaveText(
      'Este nome de usuário já está em uso. Escolha outro.',
    )

    // Submitted anyway, the platform refuses it and the message lands under the same field.
    await fill(form, { Senha: 'Jogador#2026', 'Confirmar senha': 'Jogador#2026' })
    await form.getByRole('button', { name: 'Criar conta' }).click()
    await expect(fieldError(form, 'username')).toHaveText(
      'Este nome de usuário não está disponível. Escolha outro.',
    )

    const username = randomName('novo')
    await form.getByRole('textbox', { name: 'Nome de usuário', exact: true }).fill(username)
    await form.getByRole('button', { name: 'Criar conta' }).click()
    const success = page.getByRole('dialog', { name: 'Cadastro concluído' })
    await expect(success.getByText('Cadastro realizado com sucesso!')).toBeVisible()
    await expect(success.getByText('Seu bônus de cadastro foi adicionado ao saldo.')).toBeVisible()
    await expect(page).toHaveURL(/localhost:\d+\/$/)
    await success.getByRole('button', { name: 'Começar a jogar' }).click()
    await expect(success).toBeHidden()
    await expect(page.getByRole('button', { name: new RegExp(username) })).toBeVisible()
    expect(await balanceMinor(page)).toBe(1000)
  })

  test('Portuguese: mobile registration sends a code, shows the account-number tip and signs in', async ({
    page,
  }) => {
    const mobile = randomMobile()
    await page.goto('/register')
    const form = page.locator('main form')
    await form.getByRole('tab', { name: 'Com celular' }).click()
    await expect(form.getByRole('button', { name: 'Código do país: +55 (BR)' })).toBeVisible()
    await form.getByRole('button', { name: 'Enviar código' }).click()
    await expect(fieldError(form, 'mobileNum')).toHaveText('Este campo é obrigatório.')

    await form.getByRole('textbox', { name: 'Número de celular', exact: true }).fill(mobile)
    await form.getByRole('button', { name: 'Enviar código' }).click()
    await expect(form.getByRole('button', { name: /Reenviar em \d+ s/ })).toBeDisabled()
    const sms = await lastMessage({ mobile: `55${mobile}` }, 'register')
    await fill(form, { 'Código SMS': sms.code, Senha: 'Celular#2026', 'Confirmar senha': 'Celular#2026' })
    await form.getByRole('button', { name: 'Criar conta' }).click()

    const tip = page.getByRole('alertdialog', { name: 'Seu número de conta' })
    await expect(
      tip.getByText(`Seu número de celular ${mobile} será o número da sua conta.`, { exact: false }),
    ).toBeVisible()
    await tip.getByRole('button', { name: 'Continuar' }).click()
    const success = page.getByRole('dialog', { name: 'Cadastro concluído' })
    await expect(success.getByText(`O número da sua conta é ${mobile}.`)).toBeVisible()
    await success.getByRole('button', { name: 'Começar a jogar' }).click()
    await expect(page.getByRole('button', { name: new RegExp(mobile) })).toBeVisible()
  })
})

test.describe('registration dialog', () => {
  test('English: rule violations stay in the browser; a taken name, then a new account with its bonus', async ({
    page,
  }) => {
    const calls = recordCalls(page, '/api/auth/register')
    await page.goto('/en')
    const dialog = await openDialog(
      page,
      () => page.getByRole('link', { name: 'Register' }),
      'Create account',
    )
    await expect(dialog.getByRole('textbox', { name: 'Username', exact: true })).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Reset' })).toHaveCount(0)

    await dialog.getByRole('button', { name: 'Create account' }).click()
    await expect(fieldError(dialog, 'username')).toHaveText('This field is required.')
    await fill(dialog, {
      Username: 'ab',
      Password: 'Player#2026',
      'Confirm password': 'Player#2027',
      'E-mail': 'not-an-email',
      'ID number': '1234567890123',
    })
    await dialog.getByRole('button', { name: 'Create account' }).click()
    await expect(fieldError(dialog, 'username')).toHaveText(
      '6 - 16 characters: start with a letter, then letters or digits.',
    )
    await expect(fieldError(dialog, 'confirmPassword')).toHaveText('The confirmation does not match.')
    await expect(fieldError(dialog, 'email')).toHaveText('Enter a valid e-mail address (6 - 64 characters).')
    await expect(fieldError(dialog, 'idNumber')).toHaveText('11 digits, numbers only.')
    await expect(fieldError(dialog, 'password')).toHaveCount(0)
    expect(calls).toEqual([])

    await fill(dialog, {
      Username: 'player01',
      'Confirm password': 'Player#2026',
      'E-mail': '',
      'ID number': '',
    })
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).focus()
    await expect(fieldError(dialog, 'username')).toHaveText(
      'This username is already taken. Please choose another one.',
    )

    const username = randomName('new')
    await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill(username)
    await dialog.getByRole('button', { name: 'Create account' }).click()
    await expect(dialog).toBeHidden()
    const success = page.getByRole('dialog', { name: 'Registration successful' })
    await expect(success.getByText('You have registered successfully!')).toBeVisible()
    await expect(page).toHaveURL(/\/en$/)
    await success.getByRole('button', { name: 'Start playing' }).click()
    await expect(page.getByRole('button', { name: new RegExp(username) })).toBeVisible()
    expect(await balanceMinor(page)).toBe(1000)
    expect(calls.length).toBe(1)
  })

  test('English: an unknown invitation code warns and sends nothing; the dialog links to login', async ({
    page,
  }) => {
    const calls = recordCalls(page, '/api/auth/register')
    await page.goto('/en')
    const dialog = await openDialog(
      page,
      () => page.getByRole('link', { name: 'Register' }),
      'Create account',
    )
    await fill(dialog, {
      Username: randomName('inv'),
      Password: 'Player#2026',
      'Confirm password': 'Player#2026',
      'Invitation code': 'NOSUCH99',
    })
    await dialog.getByRole('button', { name: 'Create account' }).click()
    const warning = page.getByRole('alertdialog', { name: 'Invitation code' })
    await expect(
      warning.getByText('The invitation code is not valid. Please check it or leave the field empty.'),
    ).toBeVisible()
    await warning.getByRole('button', { name: 'OK' }).click()
    await expect(warning).toBeHidden()
    expect(calls).toEqual([])

    await dialog.getByRole('button', { name: 'Log in' }).click()
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible()
    await expect(page.getByRole('dialog', { name: 'Create account' })).toBeHidden()
  })

  test('English on Verdant: the captcha the tenant requires, a wrong answer, then the right one', async ({
    page,
    context,
  }) => {
    await page.goto(hostUrl('verdant.localhost', '/register'))
    const form = page.locator('main form')
    await expect(form.getByRole('img', { name: 'Captcha image' })).toBeVisible()
    await expect(form.getByRole('tab')).toHaveCount(0)
    await form.getByRole('button', { name: 'Create account' }).click()
    await expect(fieldError(form, 'payeeName')).toHaveText('This field is required.')
    await expect(fieldError(form, 'email')).toHaveText('This field is required.')
    await expect(fieldError(form, 'captcha')).toHaveText('This field is required.')

    const username = randomName('vrd')
    await fill(form, {
      Username: username,
      Password: 'Verdant#2026',
      'Confirm password': 'Verdant#2026',
      'Full name': 'john',
      'E-mail': `${username}@example.com`,
      Captcha: 'WRONG',
    })
    await form.getByRole('button', { name: 'Create account' }).click()
    await expect(fieldError(form, 'payeeName')).toHaveText(
      '3 - 40 characters: letters, with words separated by a space.',
    )

    await form.getByRole('textbox', { name: 'Full name', exact: true }).fill('John Player')
    await form.getByRole('button', { name: 'Create account' }).click()
    await expect(fieldError(form, 'captcha')).toHaveText(
      'The captcha is wrong or has expired. Please try the new one.',
    )
    await expect(form.getByRole('textbox', { name: 'Captcha', exact: true })).toHaveValue('')

    await form.getByRole('textbox', { name: 'Captcha', exact: true }).fill(await captchaAnswer(context))
    await form.getByRole('button', { name: 'Create account' }).click()
    const success = page.getByRole('dialog', { name: 'Registration successful' })
    await expect(success.getByText('You have registered successfully!')).toBeVisible()
    await success.getByRole('button', { name: 'Start playing' }).click()
    await expect(page.getByRole('button', { name: /John Player/ })).toBeVisible()
    expect(await balanceMinor(page)).toBe(500)
  })
})
