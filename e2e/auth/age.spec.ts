import { body } from '../bff/support'
import { expect, test } from '../fixtures'
import { fieldError, recordCalls, textbox } from '../pages/forms'
import { RegisterForm } from '../pages/register'
import { randomName } from '../support/accounts'

// A date of birth `years` years before today (UTC, as the platform counts), moved by `days`.
function yearsAgo(years: number, days = 0): string {
  const now = new Date()
  return new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() + days))
    .toISOString()
    .slice(0, 10)
}

const TEXT = {
  pt: {
    path: '/register',
    username: 'Nome de usuário',
    password: 'Senha',
    confirm: 'Confirmar senha',
    birthday: 'Data de nascimento',
    underAge: 'É preciso ter 18 anos ou mais para se cadastrar.',
    future: 'A data de nascimento não pode estar no futuro.',
    done: 'Cadastro realizado com sucesso!',
  },
  en: {
    path: '/en/register',
    username: 'Username',
    password: 'Password',
    confirm: 'Confirm password',
    birthday: 'Date of birth',
    underAge: 'You must be 18 or older to register.',
    future: 'A date of birth cannot be in the future.',
    done: 'You have registered successfully!',
  },
} as const

test.describe('age at registration', () => {
  for (const lang of ['pt', 'en'] as const) {
    const text = TEXT[lang]

    test(`${lang}: an under-age or future date of birth is refused with its message, an adult registers`, async ({
      page,
    }) => {
      const calls = recordCalls(page, '/api/auth/register')
      await page.goto(text.path)
      const register = RegisterForm.page(page, lang)
      const form = register.root
      const birthday = form.getByLabel(text.birthday, { exact: true })
      await textbox(form, text.username).fill(randomName('age'))
      await textbox(form, text.password).fill('Idade#2026')
      await textbox(form, text.confirm).fill('Idade#2026')

      // Seventeen, turning eighteen tomorrow.
      await birthday.fill(yearsAgo(18, 1))
      await register.submit.click()
      await expect(fieldError(form, 'birthday')).toHaveText(text.underAge)
      await birthday.fill(yearsAgo(0, 1))
      await register.submit.click()
      await expect(fieldError(form, 'birthday')).toHaveText(text.future)
      expect(calls).toEqual([])

      // Eighteen today.
      await birthday.fill(yearsAgo(18))
      await register.submit.click()
      await expect(register.success.getByText(text.done)).toBeVisible()
    })
  }

  test('the BFF refuses what the browser would have, and creates nothing', async ({ api }) => {
    const username = randomName('age')
    const account = { mode: 'username', username, password: 'Idade#2026', confirmPassword: 'Idade#2026' }
    for (const [birthday, reason] of [
      [yearsAgo(17), 'underAge'],
      [yearsAgo(0, 1), 'birthdayFuture'],
      ['2001-02-29', 'birthdayInvalid'],
      ['29/02/2004', 'pattern'],
    ] as const) {
      const res = await api.post('/api/auth/register', { data: { ...account, birthday, acceptTerms: true } })
      expect(res.status(), birthday).toBe(422)
      expect((await body(res)).error, birthday).toMatchObject({
        code: 'invalid_input',
        fields: { birthday: reason },
      })
    }
    const free = await api.get(`/api/auth/username-check?username=${username}`)
    expect((await body<{ data: { available: boolean } }>(free)).data.available).toBe(true)
  })
})
