import { expect, inLanguage, test } from '../fixtures'
import { replyToFeedback } from '../support/platform'
import { testJpeg, testPng } from '@/lib/testing/images'

// Feedback: a member sends a message with two screenshots from the customer-service menu, sees it in
// the history, and the operator's reply arrives there; in English, an oversized image, a renamed
// executable and a too-long text are refused in the form with their own messages.

const png = (name: string, bytes = testPng(40, 30)) => ({ name, mimeType: 'image/png', buffer: bytes })

test('a member sends feedback with two images and sees it, then the reply, in the history', async ({
  member: { page },
  memberCentre,
}) => {
  // Three pickings, a send, a reply and a reload: more than the default time on a busy machine.
  test.setTimeout(90_000)
  await page.goto('/')
  await page.getByRole('region', { name: 'Atendimento' }).getByRole('link', { name: 'Sugestões' }).click()
  await expect(page).toHaveURL(/\/member\/feedback$/)
  const form = memberCentre.dialog.getByRole('region', { name: 'Enviar sugestão' })
  const history = memberCentre.dialog.getByRole('region', { name: 'Suas sugestões' })
  await expect(history).toContainText('Você ainda não enviou nenhuma sugestão.')

  const text = form.getByLabel('Sua mensagem')
  await text.fill('O saque foi rápido 👍')
  await expect(form.getByText('20 caracteres de 140')).toBeVisible()
  const files = form.getByLabel('Capturas de tela (opcional)')
  await files.setInputFiles([
    png('tela-1.png'),
    { name: 'foto.jpg', mimeType: 'image/jpeg', buffer: testJpeg() },
    png('tela-2.png'),
  ])
  await expect(form.getByRole('img', { name: /^Prévia de/ })).toHaveCount(3)
  await form.getByRole('button', { name: 'Remover tela-2.png' }).click()
  await expect(form.getByRole('img', { name: /^Prévia de/ })).toHaveCount(2)
  await expect(form.getByRole('img', { name: 'Prévia de foto.jpg' })).toBeVisible()

  await form.getByRole('button', { name: 'Enviar sugestão' }).click()
  await expect(form.getByRole('status')).toHaveText('Obrigado! Sua sugestão foi enviada.')
  await expect(text).toHaveValue('')
  await expect(form.getByRole('img')).toHaveCount(0)
  const item = history.getByRole('listitem')
  await expect(item).toHaveCount(1)
  await expect(item).toContainText('O saque foi rápido 👍')
  await expect(item).toContainText('Aguardando resposta')
  await expect(item).toContainText('2 imagens')

  const sent = (await (await page.request.get('/api/support/feedback')).json()) as {
    data: Array<{ id: number }>
  }
  await replyToFeedback('SOL1', sent.data[0]!.id, 'Obrigado, ficamos felizes!')
  await page.reload()
  await expect(item).toContainText('Respondida')
  await expect(item).toContainText('Nossa resposta')
  await expect(item).toContainText('Obrigado, ficamos felizes!')
})

inLanguage('en', () => {
  test('an oversized image, a renamed executable and a long text are refused with their messages', async ({
    member: { page },
    memberCentre,
  }) => {
    await memberCentre.open('feedback')
    await expect(page).toHaveURL(/\/en\/member\/feedback$/)
    const form = memberCentre.dialog.getByRole('region', { name: 'Send feedback' })
    const files = form.getByLabel('Screenshots (optional)')
    await files.setInputFiles([png('huge.png', testPng(2, 2, 6 * 1024 * 1024))])
    await expect(form.getByRole('alert')).toHaveText('Each image must be 5 MB or smaller.')
    await expect(form.getByRole('img')).toHaveCount(0)

    const executable = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)])
    await files.setInputFiles([png('holiday.png', executable)])
    await expect(form.getByRole('alert')).toHaveText(
      'Only PNG or JPEG images can be sent, and this file is not one.',
    )
    await expect(form.getByRole('img')).toHaveCount(0)

    await form.getByLabel('Your message').fill('x'.repeat(141))
    await expect(form.getByText('141 characters of 140')).toBeVisible()
    await form.getByRole('button', { name: 'Send feedback' }).click()
    await expect(form.getByText('Keep it to 140 characters or fewer.')).toBeVisible()
    await expect(form.getByLabel('Your message')).toBeFocused()
    const history = memberCentre.dialog.getByRole('region', { name: 'Your feedback' })
    await expect(history).toContainText('You have not sent any feedback yet.')
  })

  test('a body the proxy in front refuses for size is explained as images too large', async ({
    member: { page },
    memberCentre,
  }) => {
    // nginx's own 413 page, as a balancer in front answers it (deploy/nginx.conf): HTML, not the BFF's JSON.
    await page.route('**/api/support/feedback', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 413,
            contentType: 'text/html',
            body: '<html><head><title>413 Request Entity Too Large</title></head><body></body></html>',
          })
        : route.fallback(),
    )
    await memberCentre.open('feedback')
    const form = memberCentre.dialog.getByRole('region', { name: 'Send feedback' })
    await form.getByLabel('Your message').fill('With a screenshot')
    await form.getByLabel('Screenshots (optional)').setInputFiles([png('shot.png')])
    await expect(form.getByRole('img', { name: 'Preview of shot.png' })).toBeVisible()
    await form.getByRole('button', { name: 'Send feedback' }).click()
    await expect(form.getByRole('alert')).toHaveText('Each image must be 5 MB or smaller.')
  })
})
