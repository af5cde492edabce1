import { expect, test } from '../fixtures'
import { signIn } from '../support/accounts'
import { platformGet, vendorLanes } from '../support/platform'

// What launches a game straight away: a banner whose link is a game, a vendor card of type GAME, the side
// menu's and the home's lottery entries (each vendor's own lottery area, on a play type when asked), and
// a card room, which opens the game it is named for (Texas Hold'em deals cards, the dice rooms roll).
test.use({ lang: 'en' })
// Each journey opens two or three pages with a game in them.
test.describe.configure({ timeout: 120_000 })

type RawBanner = { groupName: string; title?: string; linkageType?: string; nodeId?: string; vendor?: string }

async function gameBanner(): Promise<Required<Pick<RawBanner, 'title' | 'nodeId' | 'vendor'>>> {
  const value = await platformGet<{ banners: RawBanner[] }>(
    '/wps/relay/MCSFE_getListAnnouncements?types=B&platform=W&execution=B',
    'SOL1',
    'EN',
  )
  const banner = value.banners.find((b) => b.groupName === 'w_home' && b.linkageType === 'G')
  expect(banner?.nodeId && banner.vendor && banner.title).toBeTruthy()
  return { title: banner!.title!, nodeId: banner!.nodeId!, vendor: banner!.vendor! }
}

const gameWindow = (page: import('@playwright/test').Page) => page.locator('iframe[title$=" game window"]')

test('a game banner launches its game, after logging in when needed', async ({ page, member }) => {
  const banner = await gameBanner()
  await page.context().clearCookies()
  await page.goto('/en')
  const link = page.getByRole('region', { name: 'Highlights' }).getByRole('link', { name: banner.title })
  const href = await link.first().getAttribute('href')
  expect(href).toMatch(new RegExp(`^/en/game\\?vendor=${banner.vendor}&type=RNG&game=${banner.nodeId}$`))
  await page.goto(href!)
  await expect(page.getByRole('heading', { name: 'Log in to play' })).toBeVisible()

  await signIn(page, member.username, member.password)
  await page.reload()
  await expect(gameWindow(page)).toBeVisible()
  await expect(page.getByText('Choose a game in a lobby to play.')).toHaveCount(0)

  // The spec's own address for a game banner names the node without the kind of game.
  await page.goto(`/en/game?vendor=${banner.vendor}&nodeId=${banner.nodeId}`)
  await expect(gameWindow(page)).toBeVisible()
  await expect(page.getByText('Choose a game in a lobby to play.')).toHaveCount(0)
})

test('a vendor card of type GAME on the home page launches its game', async ({ page, member }) => {
  expect(member.username).toBeTruthy()
  const lanes = await vendorLanes('SOL1', 'EN')
  const card = lanes
    .flatMap((lane) => lane.cards as Array<{ vassalage: string; displayName?: string; isGame?: string }>)
    .find((c) => c.isGame === 'GAME')
  expect(card).toBeTruthy()
  await page.goto('/en')
  const link = page
    .locator('section[aria-labelledby="providers-heading"]')
    .getByRole('link', { name: card!.displayName ?? card!.vassalage })
  await expect(link).toHaveAttribute(
    'href',
    new RegExp(`^/en/game\\?vendor=${card!.vassalage}&type=\\w+&game=\\d+$`),
  )
  await link.click()
  await expect(page).toHaveURL(/\/en\/game\?/)
  await expect(gameWindow(page)).toBeVisible()
})

test('the side menu’s E-lottery and Lottery each launch their own vendor’s lottery', async ({
  page,
  member,
}) => {
  expect(member.username).toBeTruthy()
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/en')
  const menu = page
    .getByRole('complementary', { name: 'Side menu' })
    .getByRole('navigation', { name: 'Games' })
  await expect(menu.getByRole('link', { name: 'E-lottery', exact: true })).toHaveAttribute(
    'href',
    '/en/elott',
  )
  await expect(menu.getByRole('link', { name: 'Lottery', exact: true })).toHaveAttribute(
    'href',
    '/en/vnlottery',
  )
  await expect(menu.locator('li[data-category="ELOTT"] details')).toHaveCount(0)
  await menu.getByRole('link', { name: 'Lottery', exact: true }).click()
  await expect(page).toHaveURL(/\/en\/vnlottery$/)
  await expect(
    page.frameLocator('iframe[title$="lottery lobby"]').getByRole('heading', { name: 'Northern Lotto VN' }),
  ).toBeVisible()
})

test('the home’s Northern Lotto VN card opens the Vietnamese lottery', async ({ page, member }) => {
  expect(member.username).toBeTruthy()
  await page.goto('/en')
  const lane = page.getByRole('region', { name: /^Lottery/ })
  const card = lane.getByRole('link', { name: 'Northern Lotto VN' })
  await expect(card).toHaveAttribute('href', '/en/vnlottery')
  await card.click()
  await expect(page).toHaveURL(/\/en\/vnlottery$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Vietnamese lottery' })).toBeVisible()
  await expect(
    page.frameLocator('iframe[title$="lottery lobby"]').getByRole('heading', { name: 'Northern Lotto VN' }),
  ).toBeVisible()
  // An address that still names the vendor on the general lottery page leads to its own area.
  await page.goto('/en/lottery?vendor=TCG_LOTTO_VN&gameCode=mien_nam')
  await expect(page).toHaveURL(/\/en\/vnlottery\?gameCode=mien_nam$/)
})

test('/lottery?playType=big_small opens the lottery on that play type', async ({ page, member }) => {
  expect(member.username).toBeTruthy()
  await page.goto('/en/lottery?gameCode=keno_80&playType=big_small')
  const frame = page.frameLocator('iframe[title="Keno 80 lottery lobby"]')
  const chosen = frame.locator('form[data-chosen]')
  await expect(chosen).toHaveCount(1)
  await expect(chosen.getByRole('heading', { name: /Big \/ Small/ })).toBeVisible()
  await expect(frame.locator('form[action="/lottery/bet"]').first()).toHaveAttribute('data-chosen', '')
})

test('a card room opens the game it is named for', async ({ page, member }) => {
  expect(member.username).toBeTruthy()
  await page.goto('/en/pvp')
  const rooms = page.getByRole('link', { name: /^Join / })
  await expect(rooms.first()).toBeVisible()
  for (const name of await rooms.evaluateAll((links) =>
    links.map((l) => l.getAttribute('aria-label') ?? ''),
  )) {
    expect(name).toMatch(/Dice|Texas Hold'em/)
  }
  // The Hold'em room deals cards; a dice room rolls dice.
  await page
    .getByRole('link', { name: /^Join Texas Hold'em/ })
    .first()
    .click()
  const holdem = page.frameLocator(`iframe[title="Texas Hold'em game window"]`)
  await expect(holdem.getByRole('button', { name: /^Deal a hand/ })).toBeVisible()
  await page.goto('/en/pvp')
  await page
    .getByRole('link', { name: /^Join Dice Duel Classic/ })
    .first()
    .click()
  const dice = page.frameLocator(`iframe[title="Dice Duel Classic game window"]`)
  await expect(dice.getByRole('button', { name: 'Roll' })).toBeVisible()
})
