import { expect, test } from '../fixtures'
import { holdScripts } from '../support/scripts'

// On a slow phone a player can reach a field before the page has come alive. When it does, the centre's
// dialog becomes modal again and used to take the focus to its title: the next key went nowhere.
test('a field reached before the page comes alive keeps the focus and the text, and Enter searches', async ({
  page,
  agent,
}) => {
  const [first] = agent.members
  expect(first).toBeTruthy()
  // The page's scripts wait until the player has typed.
  const release = await holdScripts(page)
  await page.goto('/agent/downline', { waitUntil: 'domcontentloaded' })
  const search = page.getByRole('searchbox', { name: 'Buscar por nome de usuário' })
  await search.fill(first!)
  await expect(page.locator('dialog:modal')).toHaveCount(0)
  release()

  // Alive: the dialog is modal, and the player is still in the field with what they typed.
  await expect(page.locator('dialog:modal')).toHaveCount(1)
  await expect(search).toBeFocused()
  await expect(search).toHaveValue(first!)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/agent/downline\\?q=${first}$`))
  await expect(
    page
      .getByRole('dialog')
      .getByRole('status')
      .filter({ hasText: /membro/ }),
  ).toHaveText('1 membro')
})
