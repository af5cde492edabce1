import { expect, test } from '../fixtures'
import { loginOk } from '../bff/support'
import { registerAccount } from '../support/accounts'

// Platform messages in Portuguese: a new member finds a welcome and the sign-up bonus note, the unread
// count shows on the avatar and beside the messages entry, and opening a message brings it down.

test('a new member reads the sign-up bonus message and the unread count follows', async ({
  member: { page },
  header,
  memberCentre,
  api: other,
}) => {
  await page.goto('/')
  const avatar = header.accountMenu
  await expect(avatar).toContainText('2')
  await expect(avatar).toHaveAccessibleName(/Mensagens não lidas: 2/)
  const entry = page.getByRole('link', { name: /^Mensagens/ })
  await expect(entry).toHaveAccessibleName(/Não lidas: 2/)
  await entry.click()

  await expect(page).toHaveURL(/\/member\/messageV2$/)
  const dialog = memberCentre.dialog
  await expect(dialog.getByRole('status').filter({ hasText: 'Não lidas: 2' })).toBeVisible()
  const list = dialog.getByRole('list', { name: 'Mensagens da plataforma' }).getByRole('listitem')
  await expect(list).toHaveCount(2)
  await expect(dialog.getByRole('button', { name: /Bem-vindo\(a\) à Solara Games/ })).toBeVisible()
  await dialog.getByRole('button', { name: /Bônus de cadastro creditado/ }).click()

  const message = dialog.getByRole('article', { name: 'Bônus de cadastro creditado' })
  await expect(message).toContainText('R$ 10,00 foi adicionado ao seu saldo como bônus de cadastro.')
  await expect(message.getByRole('heading', { name: 'Bônus de cadastro creditado' })).toBeFocused()
  await expect(avatar).toHaveAccessibleName(/Mensagens não lidas: 1/)
  await message.getByRole('button', { name: /Voltar às mensagens/ }).click()
  await expect(dialog.getByRole('status').filter({ hasText: 'Não lidas: 1' })).toBeVisible()
  await expect(dialog.getByRole('button', { name: /Bônus de cadastro creditado/ })).toBeFocused()
  await expect(dialog.getByRole('button', { name: /Bônus de cadastro creditado/ })).toHaveAttribute(
    'data-read',
    'true',
  )
  // Another member's message cannot be opened by guessing its number, and theirs stays unread.
  const them = await registerAccount(other)
  await loginOk(other, them.username, them.password)
  const theirs = (await (await other.get('/api/member/messages?page=1')).json()) as {
    data: { items: Array<{ id: string }>; unread: number }
  }
  expect(theirs.data.unread).toBe(2)
  for (const { id } of theirs.data.items) {
    const foreign = await page.request.post('/api/member/messages/read', {
      data: { id },
      headers: { Origin: new URL(page.url()).origin },
    })
    expect(foreign.status()).toBe(422)
  }
  const after = (await (await other.get('/api/member/messages/unread')).json()) as { data: { count: number } }
  expect(after.data.count).toBe(2)
})
