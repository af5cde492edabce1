import { expect, test } from '@playwright/test'
import { PLATFORM_URL } from '../support/env'
import { skipAnnouncementPopups } from '../support/popups'
import { ownAddress, randomMobile } from '../support/accounts'
import { fieldError, recordCalls } from '../pages/forms'
import { lastMessage } from './support'

test.beforeEach(async ({ context }) => {
  await ownAddress(context)
  await skipAnnouncementPopups(context)
})

// Moves the platform's clock past the code's lifetime (five minutes).
async function advancePlatformClock(ms: number) {
  const res = await fetch(`${PLATFORM_URL}/__test/clock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ advanceMs: ms }),
  })
  expect(res.status).toBe(200)
}

test('Portuguese: an SMS code past its lifetime is refused under the code field', async ({ page }) => {
  const mobile = randomMobile()
  await page.goto('/register')
  const form = page.locator('main form')
  await form.getByRole('tab', { name: 'Com celular' }).click()
  await expect(form.getByRole('button', { name: 'Código do país: +55 (BR)' })).toBeVisible()
  await form.getByRole('textbox', { name: 'Número de celular', exact: true }).fill(mobile)
  await form.getByRole('button', { name: 'Enviar código' }).click()
  await expect(form.getByRole('button', { name: /Reenviar em \d+ s/ })).toBeDisabled()
  const sms = await lastMessage({ mobile: `55${mobile}` }, 'register')

  await advancePlatformClock(5 * 60_000 + 1_000)
  const calls = recordCalls(page, '/api/auth/register')
  await form.getByRole('textbox', { name: 'Código SMS', exact: true }).fill(sms.code)
  await form.getByRole('textbox', { name: 'Senha', exact: true }).fill('Celular#2026')
  await form.getByRole('textbox', { name: 'Confirmar senha', exact: true }).fill('Celular#2026')
  await form.getByRole('button', { name: 'Criar conta' }).click()
  await page
    .getByRole('alertdialog', { name: 'Seu número de conta' })
    .getByRole('button', { name: 'Continuar' })
    .click()

  await expect(fieldError(form, 'verificationCode')).toHaveText('O código SMS está incorreto ou expirou.')
  expect(calls).toEqual(['POST'])
  await expect(page.getByRole('link', { name: 'Entrar' })).toBeVisible()
})
