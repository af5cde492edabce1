import { expect, test } from '../fixtures'

// The member's avatar: picked in my account from the platform's set, then shown in the header and the
// account menu (no frame until one is redeemed in the point mall: e2e/member/points.spec.ts).
test.use({ lang: 'en' })

test('a member picks an avatar in my account and it shows in the header and the account menu', async ({
  member,
}) => {
  const { page } = member
  await page.goto('/en/member/securityCenter')
  const section = page.getByRole('region', { name: 'Avatar', exact: true })
  await expect(section.getByRole('radio')).toHaveCount(8)
  const checked = section.getByRole('radio', { checked: true })
  const current = Number(await checked.getAttribute('value'))
  const choice = String((current % 8) + 1)

  // By keyboard: the set is a group of radio buttons, the arrow moves to the next and picks it.
  await checked.focus()
  await page.keyboard.press('ArrowRight')
  await expect(section.getByRole('status')).toHaveText('Your avatar has been changed.')
  await expect(section.getByRole('radio', { name: `Avatar ${choice}`, exact: true })).toBeChecked()

  // The centre is a dialog over the page: the header behind it already shows the new avatar.
  const avatarIn = (button: ReturnType<typeof page.getByRole>) => button.locator('img')
  const button = page.getByRole('banner').getByRole('button', { name: /Account menu/ })
  await expect(avatarIn(button)).toHaveAttribute('src', new RegExp(`/assets/avatars/${choice}\\.svg$`))
  // No frame is owned yet: none is drawn.
  await expect(button.locator('[data-frame]')).toHaveCount(0)

  // It stays on the next page, and the account menu shows it beside "Member centre".
  await page.goto('/en')
  await button.click()
  const mine = page.getByRole('menuitem', { name: 'Member centre' })
  await expect(avatarIn(mine)).toHaveAttribute('src', new RegExp(`/assets/avatars/${choice}\\.svg$`))
})
