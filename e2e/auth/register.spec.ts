import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import type { Header } from '../pages/header'
import { fieldError, recordCalls, textbox } from '../pages/forms'
import { RegisterForm } from '../pages/register'
import { randomMobile, randomName } from '../support/accounts'
import { hostUrl } from '../support/env'
import { browserBalance as balanceMinor, captchaAnswer, lastMessage } from './support'

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
    const register = RegisterForm.page(page, 'pt')
    const form = register.root
    await expect(textbox(form, 'Nome de usuário')).toBeVisible()
    // Required placeholders carry the asterisk.
    await expect(textbox(form, 'Nome de usuário')).toHaveAttribute('placeholder', 'Nome de usuário *')
    await expect(textbox(form, 'E-mail')).toHaveAttribute('placeholder', 'E-mail')

    const submit = register.submit
    await submit.click()
    for (const name of ['username', 'password', 'confirmPassword']) {
      await expect(fieldError(form, name)).toHaveText('Este campo é obrigatório.')
    }
    await expect(textbox(form, 'Nome de usuário')).toBeFocused()

    await register.fill({
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
    await expect(textbox(form, 'Nome de usuário')).toHaveValue('')
    await expect(fieldError(form, 'username')).toHaveCount(0)
    await expect(form.getByRole('switch', { name: /Tenho 18 anos ou mais/ })).toBeChecked()
    expect(calls).toEqual([])
  })

  test('Portuguese: a taken username is refused, a new one registers with the sign-up bonus', async ({
    page,
    header,
  }) => {
    await page.goto('/register')
    const register = RegisterForm.page(page, 'pt')
    const form = register.root
    await textbox(form, 'Nome de usuário').fill('player01')
    await textbox(form, 'Senha').focus()
    await expect(fieldError(form, 'username')).toHaveText(
      'Este nome de usuário já está em uso. Escolha outro.',
    )

    // Submitted anyway, the platform refuses it and the message lands under the same field.
    await register.fill({ Senha: 'Jogador#2026', 'Confirmar senha': 'Jogador#2026' })
    await register.submit.click()
    await expect(fieldError(form, 'username')).toHaveText(
      'Este nome de usuário não está disponível. Escolha outro.',
    )

    const username = randomName('novo')
    await textbox(form, 'Nome de usuário').fill(username)
    await register.submit.click()
    const success = register.success
    await expect(success.getByText('Cadastro realizado com sucesso!')).toBeVisible()
    await expect(success.getByText('Seu bônus de cadastro foi adicionado ao saldo.')).toBeVisible()
    await expect(page).toHaveURL(/localhost:\d+\/$/)
    await register.startPlaying()
    await expect(success).toBeHidden()
    await expect(header.signedInAs(username)).toBeVisible()
    expect(await balanceMinor(page)).toBe(1000)
  })

  test('Portuguese: mobile registration sends a code, shows the account-number tip and signs in', async ({
    page,
    header,
  }) => {
    const mobile = randomMobile()
    await page.goto('/register')
    const register = RegisterForm.page(page, 'pt')
    const form = register.root
    await register.byMobile()
    await expect(form.getByRole('button', { name: 'Código do país: +55 (BR)' })).toBeVisible()
    await register.sendCode.click()
    await expect(fieldError(form, 'mobileNum')).toHaveText('Este campo é obrigatório.')

    await register.mobile.fill(mobile)
    await register.sendCode.click()
    await expect(form.getByRole('button', { name: /Reenviar em \d+ s/ })).toBeDisabled()
    const sms = await lastMessage({ mobile: `55${mobile}` }, 'register')
    await register.completeByMobile(sms.code, 'Celular#2026')

    await expect(
      register.accountNumberTip.getByText(`Seu número de celular ${mobile} será o número da sua conta.`, {
        exact: false,
      }),
    ).toBeVisible()
    await register.acceptAccountNumberTip()
    await expect(register.success.getByText(`O número da sua conta é ${mobile}.`)).toBeVisible()
    await register.startPlaying()
    await expect(header.signedInAs(mobile)).toBeVisible()
  })
})

test('Portuguese: a code the server will not send shows its message in a warning to confirm', async ({
  page,
}) => {
  await page.goto('/register')
  const register = RegisterForm.page(page, 'pt')
  await register.byMobile()
  // mobile01's number is taken: the platform refuses to send a registration code to it.
  await register.mobile.fill('11987654321')
  await register.sendCode.click()
  const warning = page.getByRole('alertdialog', { name: 'Código não enviado' })
  await expect(warning).toBeVisible()
  const message = 'Este número de celular não pode ser usado em uma nova conta.'
  await expect(warning.getByText(message)).toBeVisible()
  // Said once, in the warning, not again under the field or the form.
  await expect(page.getByText(message)).toHaveCount(1)
  await warning.getByRole('button', { name: 'OK' }).click()
  await expect(warning).toHaveCount(0)
  await expect(register.mobile).toHaveValue('11987654321')
  await expect(register.sendCode).toBeEnabled()
})

test.describe('registration dialog', () => {
  test.use({ lang: 'en' })

  // Opens the dialog from the English header, counting the registrations the page sends from then on.
  async function openDialog(page: Page, header: Header) {
    const calls = recordCalls(page, '/api/auth/register')
    await page.goto('/en')
    const register = await header.openRegister()
    return { calls, register, dialog: register.root }
  }

  test('English: rule violations stay in the browser; a taken name, then a new account with its bonus', async ({
    page,
    header,
  }) => {
    const { calls, register, dialog } = await openDialog(page, header)
    await expect(textbox(dialog, 'Username')).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Reset' })).toHaveCount(0)

    await register.submit.click()
    await expect(fieldError(dialog, 'username')).toHaveText('This field is required.')
    await register.fill({
      Username: 'ab',
      Password: 'Player#2026',
      'Confirm password': 'Player#2027',
      'E-mail': 'not-an-email',
      'ID number': '1234567890123',
    })
    await register.submit.click()
    await expect(fieldError(dialog, 'username')).toHaveText(
      '6 - 16 characters: start with a letter, then letters or digits.',
    )
    await expect(fieldError(dialog, 'confirmPassword')).toHaveText('The confirmation does not match.')
    await expect(fieldError(dialog, 'email')).toHaveText('Enter a valid e-mail address (6 - 64 characters).')
    await expect(fieldError(dialog, 'idNumber')).toHaveText('11 digits, numbers only.')
    await expect(fieldError(dialog, 'password')).toHaveCount(0)
    expect(calls).toEqual([])

    await register.fill({
      Username: 'player01',
      'Confirm password': 'Player#2026',
      'E-mail': '',
      'ID number': '',
    })
    await textbox(dialog, 'Password').focus()
    await expect(fieldError(dialog, 'username')).toHaveText(
      'This username is already taken. Please choose another one.',
    )

    const username = randomName('new')
    await textbox(dialog, 'Username').fill(username)
    await register.submit.click()
    await expect(dialog).toBeHidden()
    await expect(register.success.getByText('You have registered successfully!')).toBeVisible()
    await expect(page).toHaveURL(/\/en$/)
    await register.startPlaying()
    await expect(header.signedInAs(username)).toBeVisible()
    expect(await balanceMinor(page)).toBe(1000)
    expect(calls.length).toBe(1)
  })

  test('English: an unknown invitation code warns and sends nothing; the dialog links to login', async ({
    page,
    header,
  }) => {
    const { calls, register, dialog } = await openDialog(page, header)
    await register.fill({
      Username: randomName('inv'),
      Password: 'Player#2026',
      'Confirm password': 'Player#2026',
      'Invitation code': 'NOSUCH99',
    })
    await register.submit.click()
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
    header,
  }) => {
    await page.goto(hostUrl('verdant.localhost', '/register'))
    const register = RegisterForm.page(page, 'en')
    const form = register.root
    await expect(form.getByRole('img', { name: 'Captcha image' })).toBeVisible()
    await expect(form.getByRole('tab')).toHaveCount(0)
    await register.submit.click()
    await expect(fieldError(form, 'payeeName')).toHaveText('This field is required.')
    await expect(fieldError(form, 'email')).toHaveText('This field is required.')
    await expect(fieldError(form, 'captcha')).toHaveText('This field is required.')
    await expect(fieldError(form, 'birthday')).toHaveText('This field is required.')

    const username = randomName('vrd')
    await register.fill({
      Username: username,
      Password: 'Verdant#2026',
      'Confirm password': 'Verdant#2026',
      'Full name': 'john',
      'E-mail': `${username}@example.com`,
      Captcha: 'WRONG',
    })
    // Verdant asks its players to be 21: a twenty-year-old is refused with the tenant's age.
    const twenty = new Date()
    twenty.setUTCFullYear(twenty.getUTCFullYear() - 20)
    await textbox(form, 'Date of birth').fill(twenty.toISOString().slice(0, 10))
    await register.submit.click()
    await expect(fieldError(form, 'payeeName')).toHaveText(
      '3 - 40 characters: letters, with words separated by a space.',
    )
    await expect(fieldError(form, 'birthday')).toHaveText('You must be 21 or older to register.')
    await textbox(form, 'Date of birth').fill('1990-05-17')

    await textbox(form, 'Full name').fill('John Player')
    await register.submit.click()
    await expect(fieldError(form, 'captcha')).toHaveText(
      'The captcha is wrong or has expired. Please try the new one.',
    )
    await expect(textbox(form, 'Captcha')).toHaveValue('')

    await textbox(form, 'Captcha').fill(await captchaAnswer(context))
    await register.submit.click()
    await expect(register.success.getByText('You have registered successfully!')).toBeVisible()
    await register.startPlaying()
    await expect(header.signedInAs('John Player')).toBeVisible()
    expect(await balanceMinor(page)).toBe(500)
  })
})
