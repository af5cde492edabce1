import { chromium } from '@playwright/test'
const [,, width, height, path, out] = process.argv
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
const ctx = await browser.newContext({ viewport: { width: +width, height: +height }, isMobile: +width < 500, hasTouch: +width < 500 })
const page = await ctx.newPage()
if (process.env.LOGIN) await page.request.post('http://localhost:3202/api/auth/login', { data: { type: 'username', username: process.env.LOGIN, password: process.env.PASS }, headers: { Origin: 'http://localhost:3202' } })
await page.goto('http://localhost:3202' + path); await page.waitForLoadState('networkidle')
await page.screenshot({ path: out })
await browser.close()
