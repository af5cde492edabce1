import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { PLATFORM_URL } from '../support/env'
import { startFreePlay } from '../games/support'
import { LoginForm } from '../pages/login'

// The live chat against the reference platform's chat room: a member writes, the operator answers from
// the platform's console, the answer appears without a reload, and the unread count on the chat toggle
// and the customer-service menu follows what the member has seen. A visitor who asks for the chat is
// asked to log in first, and gets the chat once logged in.

const TEXTS = {
  pt: {
    home: '/',
    side: 'Menu lateral',
    service: 'Atendimento',
    open: 'Abrir chat ao vivo',
    close: 'Fechar chat ao vivo',
    chat: 'Chat ao vivo',
    minimise: 'Minimizar',
    restore: 'Restaurar',
    message: 'Sua mensagem',
    send: 'Enviar',
    support: 'Suporte',
    unread: '1 resposta não lida',
  },
  en: {
    home: '/en',
    side: 'Side menu',
    service: 'Customer service',
    open: 'Open live chat',
    close: 'Close live chat',
    chat: 'Live chat',
    minimise: 'Minimise',
    restore: 'Restore',
    message: 'Your message',
    send: 'Send',
    support: 'Support',
    unread: '1 unread reply',
  },
} as const

// The operator answers through the console page, as a support agent would.
async function operatorReplies(desk: Page, username: string, reply: string) {
  await desk.goto(`${PLATFORM_URL}/chat/console`)
  await desk.getByLabel('Operator key').fill('operator-demo-key')
  await desk.getByRole('button', { name: 'Open' }).click()
  await desk.getByRole('button', { name: new RegExp(`^${username} `) }).click()
  await expect(desk.getByRole('heading', { name: new RegExp(`^${username} `) })).toBeVisible()
  await desk.getByLabel('Reply').fill(reply)
  await desk.getByRole('button', { name: 'Send reply' }).click()
  await expect(desk.getByRole('listitem').filter({ hasText: reply })).toBeVisible()
}

for (const lang of ['pt', 'en'] as const) {
  const t = TEXTS[lang]

  test.describe(`in ${lang}`, () => {
    test.use({ lang, viewport: { width: 1280, height: 900 } })

    test('a member writes, the operator replies, the reply appears and the unread count moves', async ({
      member: { page, username },
      context,
    }) => {
      await page.goto(t.home)
      const side = page.getByRole('complementary', { name: t.side })
      const toggle = side.getByRole('button', { name: new RegExp(`^${t.open}`) })
      await toggle.click()
      const chat = page.getByRole('region', { name: t.chat })
      await expect(chat.getByRole('heading', { name: t.chat })).toBeFocused()
      const room = chat.locator('iframe').contentFrame()
      const question = `${lang}: where is my deposit?`
      await room.getByLabel(t.message).fill(question)
      await room.getByRole('button', { name: t.send }).click()
      await expect(room.getByRole('listitem').filter({ hasText: question })).toBeVisible()

      // Minimised, the room is off screen: a reply stays unread and is counted.
      await chat.getByRole('button', { name: t.minimise }).click()
      await expect(chat.locator('iframe')).toBeHidden()
      const operator = await context.newPage()
      await operatorReplies(operator, username, `${lang}: it arrived a minute ago`)
      const service = page.getByRole('region', { name: new RegExp(`^${t.service}`) })
      await expect(side.getByRole('button', { name: new RegExp(t.unread) })).toBeVisible({ timeout: 20_000 })
      await expect(service.getByRole('heading', { level: 2 }).first()).toContainText('1')
      await expect(chat.getByRole('heading', { name: t.chat })).toContainText('1')

      // Back on screen the reply is read, and the count goes.
      await chat.getByRole('button', { name: t.restore }).click()
      const reply = room.getByRole('listitem').filter({ hasText: `${lang}: it arrived a minute ago` })
      await expect(reply).toBeVisible()
      await expect(reply).toContainText(t.support)
      await expect(side.getByRole('button', { name: new RegExp(t.unread) })).toHaveCount(0, {
        timeout: 20_000,
      })
      await expect(service.getByRole('heading', { level: 2 }).first()).toHaveText(t.service)

      await chat.getByRole('button', { name: t.close }).click()
      await expect(chat).toHaveCount(0)
      await expect(toggle).toBeFocused()
    })

    test('a visitor who opens the live chat logs in first, then the chat opens', async ({
      page,
      account,
    }) => {
      test.setTimeout(90_000)
      await page.goto(t.home)
      const side = page.getByRole('complementary', { name: t.side })
      const login = LoginForm.dialog(page, lang)
      // One entry, one chat: no desk link beside the chat's own button.
      await expect(side.getByRole('link', { name: t.chat })).toHaveCount(0)
      await side.getByRole('button', { name: t.open }).click()
      await expect(login.root).toBeVisible()
      await expect
        .poll(() => login.root.evaluate((dialog) => dialog.contains(document.activeElement)))
        .toBe(true)
      await expect(page.getByRole('region', { name: t.chat })).toHaveCount(0)

      // The room hears of new messages through its event stream (polling is only the fallback).
      const stream = page.waitForRequest((request) => request.url().includes('/chat/api/stream?ticket='))
      await login.signIn(account.username, account.password)
      await expect(login.root).toHaveCount(0)
      const chat = page.getByRole('region', { name: t.chat })
      const room = chat.locator('iframe').contentFrame()
      await expect(side.getByRole('button', { name: new RegExp(`^${t.close}`) })).toBeVisible()
      await expect(room.getByLabel(t.message)).toBeVisible({ timeout: 30_000 })
      expect((await (await stream).response())?.headers()['content-type']).toMatch(/^text\/event-stream/)
    })
  })
}

test('a trial account gets the real-account warning instead of the chat', async ({ page }) => {
  await page.goto('/')
  await startFreePlay(page)
  await page.goto('/')
  const side = page.getByRole('complementary', { name: 'Menu lateral' })
  await side.getByRole('button', { name: 'Abrir chat ao vivo' }).click()
  await expect(page.getByRole('alertdialog', { name: 'É preciso uma conta real' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Chat ao vivo' })).toHaveCount(0)
})
