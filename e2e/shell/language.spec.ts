import { expect, test } from '@playwright/test'
import { hostUrl } from '../support/env'
import { skipAnnouncementPopups } from '../support/popups'

test.describe('languages', () => {
  test.beforeEach(async ({ context }) => {
    await skipAnnouncementPopups(context)
  })

  test('a first visit stores the default language, and switching keeps the page, address, storage and cookie in step', async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/help')
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt')
    await expect(page.getByRole('heading', { level: 1, name: 'Central de ajuda' })).toBeVisible()
    await expect.poll(() => page.evaluate(() => localStorage.getItem('lang'))).toBe('pt')
    expect(await page.evaluate(() => localStorage.getItem('hisLang'))).toBe('pt')

    const picker = page.getByRole('navigation', { name: 'Idioma' })
    await picker.getByText('Idioma:').click()
    await picker.getByRole('link', { name: 'ไทย' }).click()

    await expect(page).toHaveURL(/\/th\/help$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'th')
    await expect(page.getByRole('heading', { level: 1, name: 'ศูนย์ช่วยเหลือ' })).toBeVisible()
    await expect(page.getByRole('banner').getByRole('link', { name: 'เข้าสู่ระบบ' })).toBeVisible()
    await expect.poll(() => page.evaluate(() => localStorage.getItem('lang'))).toBe('th')
    expect(await page.evaluate(() => localStorage.getItem('hisLang'))).toBe('th')
    const cookies = await context.cookies()
    expect(cookies.find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('th')

    // Typing another language's address moves the stored language with it.
    await page.goto('/vi/help')
    await expect(page.getByRole('heading', { level: 1, name: 'Trung tâm trợ giúp' })).toBeVisible()
    await expect.poll(() => page.evaluate(() => localStorage.getItem('lang'))).toBe('vi')
    expect(await page.evaluate(() => localStorage.getItem('hisLang'))).toBe('vi')
  })

  test('the picker offers exactly the languages of the tenant, each in its own name', async ({ page }) => {
    await page.goto(hostUrl('verdant.localhost', '/en'))
    const picker = page.getByRole('navigation', { name: 'Language' })
    await picker.getByText('Language:').click()
    await expect(picker.getByRole('link')).toHaveText(['English', 'ไทย', 'Tiếng Việt', '中文'])
    await expect(picker.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true')
  })
})
