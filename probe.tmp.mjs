import { chromium } from '@playwright/test'
const [,, width, height, ...paths] = process.argv
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
const ctx = await browser.newContext({ viewport: { width: +width, height: +height }, isMobile: +width < 500, hasTouch: +width < 500 })
const page = await ctx.newPage()
if (process.env.LOGIN) { const r = await page.request.post('http://localhost:3202/api/auth/login', { data: { type: 'username', username: process.env.LOGIN, password: process.env.PASS }, headers: { Origin: 'http://localhost:3202' } }); console.log('login', r.status()) }
for (const p of paths) {
  const r = await page.goto('http://localhost:3202' + p)
  await page.waitForLoadState('networkidle')
  const res = await page.evaluate(() => {
    const iw = innerWidth, sw = document.scrollingElement.scrollWidth
    const d = (el) => `${el.tagName.toLowerCase()}.${typeof el.className === 'string' ? el.className.split(' ')[0] : ''}`
    const c = sw <= iw ? [] : [...document.body.querySelectorAll('*')].map(el => ({ el, r: el.getBoundingClientRect() })).filter(x => x.r.right > iw + 0.5).slice(0, 12).map(x => `${d(x.el)} ${Math.round(x.r.left)}-${Math.round(x.r.right)}`)
    return { iw, sw, c }
  })
  console.log(p, r.status(), JSON.stringify(res))
}
await browser.close()
