import { testPdf, testPng } from '@/lib/testing/images'
import { expect, test } from '../fixtures'
import { reviewIdentity } from '../support/platform'
import { PORTAL_URL } from '../support/env'
import { fundedBy, inPortugueseAndEnglish, post } from './support'

// Identity before money leaves (LCCP 17.1.1), in Portuguese and English: the deposit page invites the
// upload first; a fresh member's withdrawal is refused with a link to the upload, both on the page and by
// the BFF; a fake image and a PDF with script are refused with their messages and nothing is sent; real
// front and back go into review, the automatic review verifies them, the section shows it on its own, and
// the withdrawal then goes through. Each journey registers its own member.

const TEXTS = {
  pt: {
    deposit: 'Depósito',
    prompt: /Verifique sua identidade antes do primeiro depósito/,
    withdrawal: 'Saque',
    needed: 'Verifique sua identidade antes de sacar.',
    upload: 'Enviar seu documento',
    section: 'Verificação de identidade',
    front: 'Frente do documento',
    back: 'Verso do documento',
    submit: 'Enviar para verificação',
    none: 'Não enviado',
    review: 'Em análise',
    verified: 'Verificado',
    notMatch: 'Este arquivo não é a imagem ou o PDF que o nome indica.',
    script: 'PDFs com scripts, ações ou arquivos anexados não são aceitos.',
    required: 'Escolha um arquivo para este lado.',
    refused: 'Verifique sua identidade antes de sacar: envie seu documento em Minha conta.',
    amount: 'Valor (BRL)',
    paymentPassword: 'Senha de pagamento',
    withdraw: 'Sacar',
    requested: /Saque de R\$\s?25,00 solicitado/,
  },
  en: {
    deposit: 'Deposit',
    prompt: /Verify your identity before your first deposit/,
    withdrawal: 'Withdrawal',
    needed: 'Verify your identity before you withdraw.',
    upload: 'Upload your document',
    section: 'Identity verification',
    front: 'Front of the document',
    back: 'Back of the document',
    submit: 'Send for verification',
    none: 'Not submitted',
    review: 'In review',
    verified: 'Verified',
    notMatch: 'This file is not the image or PDF its name says it is.',
    script: 'PDFs with scripts, actions or attached files are not accepted.',
    required: 'Choose a file for this side.',
    refused: 'Verify your identity before you withdraw: upload your document in My account.',
    amount: 'Amount (BRL)',
    paymentPassword: 'Payment password',
    withdraw: 'Withdraw',
    requested: /Withdrawal of R\$\s?25\.00 requested/,
  },
}

inPortugueseAndEnglish(TEXTS, (t, lang) => {
  test('an unverified withdrawal is refused with a link to the upload, and goes through once verified', async ({
    member: { page, username, password },
    memberCentre,
  }) => {
    test.setTimeout(120_000)
    await fundedBy(page, '100')
    await post(page, '/api/wallet/payment-password', {
      paymentPassword: '258036',
      confirmPaymentPassword: '258036',
      password,
    })
    const account = await post(page, '/api/wallet/bank-accounts', {
      bankCode: '341',
      accountNumber: '987654321',
      holderName: 'Ana Souza',
      paymentPassword: '258036',
    })

    // The deposit page asks for the document before the first deposit.
    await memberCentre.open('depositv2')
    await expect(memberCentre.dialog.getByTestId('identity-prompt')).toContainText(t.prompt)

    // The BFF refuses the withdrawal with the translated message, and nothing leaves.
    const refused = await page.request.post('/api/wallet/withdraw', {
      data: { amount: '25', bankAccountId: String(account.id), paymentPassword: '258036' },
      headers: { Origin: PORTAL_URL, 'X-Portal-Locale': lang },
    })
    expect(refused.status()).toBe(403)
    const body = (await refused.json()) as { error: { code: string; message: string } }
    expect(body.error.code).toBe('identity_required')
    expect(body.error.message).toBe(t.refused)

    // The page says why and links to the upload instead of offering the form.
    await memberCentre.open('withdraw')
    const main = memberCentre.region(t.withdrawal)
    const gate = main.getByTestId('identity-gate')
    await expect(gate).toContainText(t.needed)
    await expect(main.getByLabel(t.amount)).toHaveCount(0)
    await gate.getByRole('link', { name: t.upload }).click()
    await expect(memberCentre.page).toHaveURL(/\/member\/securityCenter#identity$/)

    const section = memberCentre.region(t.section)
    await expect(section.getByTestId('identity-status')).toHaveText(t.none)
    const front = section.getByLabel(t.front)
    const back = section.getByLabel(t.back)

    // A "picture" that is text and a PDF with script are refused on the spot, each with its message.
    await front.setInputFiles({
      name: 'front.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture'),
    })
    await expect(section.locator('[data-field-error="front"]')).toHaveText(t.notMatch)
    const scripted = testPdf('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>')
    await back.setInputFiles({ name: 'back.pdf', mimeType: 'application/pdf', buffer: scripted })
    await expect(section.locator('[data-field-error="back"]')).toHaveText(t.script)
    await section.getByRole('button', { name: t.submit }).click()
    await expect(section.locator('[data-field-error="front"]')).toHaveText(t.notMatch)
    await expect(front).toBeFocused()
    await expect(section.getByTestId('identity-status')).toHaveText(t.none)

    // Real front and back go into review.
    await front.setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: testPng(40, 25) })
    await back.setInputFiles({ name: 'back.pdf', mimeType: 'application/pdf', buffer: testPdf() })
    await expect(section.locator('[data-field-error]')).toHaveCount(0)
    await section.getByRole('button', { name: t.submit }).click()
    await expect(section.getByTestId('identity-status')).toHaveText(t.review)
    await expect(section.getByLabel(t.front)).toHaveCount(0)

    // The automatic review verifies them; the section reads its status again on its own.
    await reviewIdentity(username)
    await expect(section.getByTestId('identity-status')).toHaveText(t.verified, { timeout: 30_000 })

    // Now the withdrawal goes through.
    await memberCentre.open('withdraw')
    await expect(main.getByTestId('identity-gate')).toHaveCount(0)
    await main.getByLabel(t.amount).fill('25')
    await main.getByLabel(t.paymentPassword, { exact: true }).fill('258036')
    await main.getByRole('button', { name: t.withdraw, exact: true }).click()
    await expect(main.getByRole('status').filter({ hasText: t.requested })).toBeVisible()
    await memberCentre.open('depositv2')
    await expect(memberCentre.region(t.deposit)).toBeVisible()
    await expect(memberCentre.dialog.getByTestId('identity-prompt')).toHaveCount(0)
  })
})

test('a missing side is asked for before anything is sent', async ({ memberCentre, member: { page } }) => {
  await page.goto('/member/securityCenter')
  const section = memberCentre.region(TEXTS.pt.section)
  await section.getByLabel(TEXTS.pt.front).setInputFiles({
    name: 'frente.png',
    mimeType: 'image/png',
    buffer: testPng(),
  })
  await section.getByRole('button', { name: TEXTS.pt.submit }).click()
  await expect(section.locator('[data-field-error="back"]')).toHaveText(TEXTS.pt.required)
  await expect(section.getByLabel(TEXTS.pt.back)).toBeFocused()
  await expect(section.getByTestId('identity-status')).toHaveText(TEXTS.pt.none)
})
