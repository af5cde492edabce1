import { expect, test, type ConsoleMessage, type Page, type Request } from '@playwright/test'
import en from '@/messages/en.json'
import pt from '@/messages/pt.json'
import vi from '@/messages/vi.json'
import { apiClient, ownAddress, registerAccount, signIn } from '../support/accounts'
import { isImmersivePath } from '@/lib/shell/frame-rules'
import { post } from '../member/support'
import { createAgent, creditMember } from '../support/platform'
import { chooseNecessaryCookies } from '../support/consent'
import { skipAnnouncementPopups } from '../support/popups'
import {
  expectAccessible,
  expectAccountMenuUsable,
  expectGamePageFinished,
  expectHeaderOperable,
  expectNoOverflow,
} from './checks'
import { langOf, ROLES, SIZES, themeOf, visitsFor, type SweepLang, type SweepRole, type Visit } from './plan'

// The layout sweep (issue 11): every route and centre page, at three sizes, as a visitor, a member with a
// seven-figure balance and an agent, in both themes and both of the longest languages; see plan.ts for
// how the cross product is covered. Each role × size is one journey in one browser context.

const NOT_FOUND_TITLE: Record<SweepLang, string> = {
  pt: pt.Errors.notFoundTitle,
  vi: vi.Errors.notFoundTitle,
}
// Guards the texts above against the English page slipping through.
const ENGLISH_NOT_FOUND = en.Errors.notFoundTitle

// 1,234,567.89: a header has to carry a balance this long.
const LONG_BALANCE_MINOR = 123_456_789

const localized = (lang: SweepLang, path: string) =>
  lang === 'pt' ? path : `/${lang}${path === '/' ? '' : path}`

async function signInAs(page: Page, role: SweepRole, playwright: Parameters<typeof apiClient>[0]) {
  if (role === 'visitor') return
  if (role === 'agent') {
    // Holding every contract, so every contract page is swept.
    const agent = await createAgent('SOL1', undefined, { allContracts: true })
    await signIn(page, agent.username, agent.password)
    return
  }
  // A member of an agent, so the pages only such members have (transfer to upline) are swept too.
  const upline = await createAgent()
  const api = await apiClient(playwright)
  const account = await registerAccount(api, { affiliateCode: upline.affiliateCode })
  await api.dispose()
  await creditMember(account.username, LONG_BALANCE_MINOR)
  await signIn(page, account.username, account.password)
  // A deposit awaiting payment, so the cashier's order table is swept with a row and its pay button.
  await post(page, '/api/wallet/deposit', { method: 'PIX', amount: '25.50' })
}

// Errors the page itself reports. The browser's own note about a document answered 404 is the status
// the sweep asked for, not an error of the page.
function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`))
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error') return
    const expected404 =
      /status of 404/.test(message.text()) && message.location().url === page.url() && page.url() !== ''
    if (!expected404) errors.push(`console: ${message.text()} (${message.location().url})`)
  })
  return errors
}

// A page that moves on by itself once loaded (the hand-over screen goes on to the home page, which may
// take the player on again) takes the document a check was reading with it: read again from the page it
// arrived at, a few hops at most.
async function settled<T>(page: Page, read: () => Promise<T>): Promise<T> {
  for (let hop = 0; ; hop++) {
    try {
      return await read()
    } catch (error) {
      if (hop === 3 || !/context was destroyed|navigat/i.test(String(error))) throw error
      await page.waitForLoadState('load')
    }
  }
}

// The requests of the page and its frames: how many were started, and which are still open.
function trackRequests(page: Page): { started: () => number; open: Set<Request> } {
  let started = 0
  const open = new Set<Request>()
  page.on('request', (request) => {
    started++
    open.add(request)
  })
  page.on('requestfinished', (request) => open.delete(request))
  page.on('requestfailed', (request) => open.delete(request))
  return { started: () => started, open }
}

// In the page: once the main thread has nothing left to do (hydrated, effects run), every animation that
// ends has ended, so a fading dialog is not read half-transparent.
const idleAndStill = () =>
  new Promise<void>((resolve) => requestIdleCallback(() => resolve())).then(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )

// The page has settled: loaded, idle, no request of its own open, and none started while it went idle and
// its answers were read (the reads a hydrated page starts, then what their answers start in turn).
async function settle(page: Page, requests: ReturnType<typeof trackRequests>): Promise<void> {
  for (;;) {
    const before = requests.started()
    await page.waitForLoadState('load')
    await settled(page, () => page.evaluate(idleAndStill))
    await expect.poll(() => requests.open.size, { message: 'requests still open' }).toBe(0)
    await settled(page, () => page.evaluate(idleAndStill))
    if (requests.started() === before) return
  }
}

// One of the tenant's promotions, read from the promotions page as a player would find it.
async function firstPromotion(page: Page, lang: SweepLang): Promise<string> {
  await page.goto(localized(lang, '/promotions'))
  const link = page.locator('a[href*="promoDetail?id="]').first()
  const id = new URL((await link.getAttribute('href'))!, page.url()).searchParams.get('id')
  expect(id, 'a promotion to open').toBeTruthy()
  return id!
}

const VISITS_PER_PART = 10

function inParts<T>(items: T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, (i + 1) * size),
  )
}

for (const role of ROLES) {
  for (const size of SIZES) {
    const theme = themeOf(role, size)
    const lang = langOf(role, size)
    test.describe(`${role} at ${size.viewport.width}×${size.viewport.height}`, () => {
      test.use({
        viewport: size.viewport,
        isMobile: size.isMobile,
        hasTouch: size.hasTouch,
        colorScheme: theme,
      })

      // A role's visits at one size, in parts small enough to spread over the workers and to retry alone.
      const parts = inParts(visitsFor(role, size), VISITS_PER_PART)
      parts.forEach((visits, part) => {
        test(`every route in the ${theme} theme in ${lang}, part ${part + 1} of ${parts.length}`, async ({
          page,
          context,
          playwright,
        }) => {
          // Generous: on a busy two-core machine a page can take several seconds to load and settle.
          test.setTimeout(60_000 + visits.length * 25_000)
          await ownAddress(context)
          await skipAnnouncementPopups(context)
          await chooseNecessaryCookies(context)
          // Init scripts run in every frame: a sandboxed game or lottery frame may not touch storage.
          await context.addInitScript((value) => {
            try {
              localStorage.setItem('theme', value)
            } catch {}
          }, theme)
          await signInAs(page, role, playwright)
          const errors = collectErrors(page)
          requests = trackRequests(page)
          let promotionId: string | null = null
          headerTapped = false

          for (const visit of visits) {
            await test.step(visit.path, async () => {
              if (visit.needs === 'promotion') promotionId ??= await firstPromotion(page, lang)
              const query = visit.needs === 'promotion' ? `?id=${encodeURIComponent(promotionId ?? '')}` : ''
              await check(page, visit, localized(lang, visit.path) + query)
              // The account menu, opened the way the device would, on the home page.
              if (role !== 'visitor' && visit.expect === 200 && visit.path === '/')
                await expectAccountMenuUsable(page, size)
              expect.soft(errors.splice(0), `${visit.path}: errors of the page`).toEqual([])
            })
          }
        })
      })

      let headerTapped = false
      let requests: ReturnType<typeof trackRequests>

      async function check(page: Page, visit: Visit, url: string) {
        const label = `${url} (${role}, ${size.name}, ${theme})`
        const response = await page.goto(url)
        if (visit.expect === 'login') {
          expect(new URL(page.url()).pathname, label).toBe(localized(lang, '/login'))
          expect(response?.status(), label).toBe(200)
        } else {
          expect(response?.status(), label).toBe(visit.expect)
        }
        await settle(page, requests)
        // Immersive pages show no bars: check the page as the player gets it.
        if (visit.expect === 200 && isImmersivePath(visit.path))
          await expect(page.locator('html')).toHaveAttribute('data-bars', 'hidden')
        if (role !== 'visitor' && visit.expect === 200 && (await page.getByRole('banner').count())) {
          const balance = page.getByRole('banner').locator('output')
          await expect(balance).toHaveText(role === 'member' ? /1\.234\.\d{3},\d{2}/ : /\d/)
        }
        await settled(page, () => page.evaluate(() => document.fonts.ready))
        const notFound = page.getByRole('heading', { name: NOT_FOUND_TITLE[lang], exact: true })
        if (visit.expect === 404) {
          await expect(notFound).toBeVisible()
          await expect(page).toHaveTitle(new RegExp(`^${NOT_FOUND_TITLE[lang]}`))
        } else {
          await expect(notFound, `${label} shows "page not found"`).toHaveCount(0)
          await expect(page.getByRole('heading', { name: ENGLISH_NOT_FOUND })).toHaveCount(0)
        }
        await expectNoOverflow(page, size, label)
        if (visit.expect === 200) await expectGamePageFinished(page, label)
        // The header's controls are tried by touch or click on the first page that shows them.
        const tap = !headerTapped
        const checked = await expectHeaderOperable(page, size, label, { tap })
        headerTapped ||= tap && checked
        if (visit.axe) await expectAccessible(page, label)
      }
    })
  }
}
