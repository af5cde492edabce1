import type { Page } from '@playwright/test'
import { expect, inLanguage, test } from '../fixtures'
import type { MemberCentre } from '../pages/centre'
import { fieldError } from '../pages/forms'
import { houseGames } from '../games/support'
import { PLATFORM_URL, PORTAL_URL } from '../support/env'
import { post, readyToWithdraw } from './support'

// Player protection, in Portuguese and English: a deposit limit refusing what passes it and a raise
// waiting for its cooling-off; a loss limit stopping an in-house game; a time-out and a self-exclusion
// blocking deposits, bets and launches while a withdrawal still goes through; the history CSV with the
// rounds played. Each journey has a fresh member, and the cooling-off ends by moving that member's own
// timeline back (a test control), never the clock the other journeys share.

const DAY_MS = 24 * 60 * 60 * 1000

async function rewind(username: string, ms: number) {
  const res = await fetch(`${PLATFORM_URL}/__test/protection/rewind`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ merchant: 'SOL1', username, ms }),
  })
  expect(res.status, await res.text()).toBe(200)
}

// A launch of an in-house game through the Portal, and its launch session on the platform.
async function launchSession(page: Page, game: string): Promise<string> {
  const launched = await post(page, '/api/games/launch', { game, vendor: 'HOUSE', type: 'INHOUSE' })
  return new URL(String(launched.url)).searchParams.get('session') ?? ''
}

function playRound(path: string, body: Record<string, unknown>) {
  return fetch(`${PLATFORM_URL}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
}

test('a 24-hour deposit limit of 50 refuses 100, accepts 40, and a raise to 500 waits 24 hours', async ({
  member: { page, username },
  memberCentre,
}) => {
  // Two pages, two deposits and a cooling-off: more steps than a journey's usual time.
  test.setTimeout(90_000)
  await memberCentre.open('depositv2')
  const allowance = page.getByTestId('deposit-allowance')
  await expect(allowance).toContainText('Antes de depositar, considere definir um limite de depósito.')
  await allowance.getByRole('link', { name: 'Limites de depósito' }).click()
  await expect(page).toHaveURL(/\/member\/playerProtection/)

  // Each limit's field says what it holds once: the play-time one counts minutes, not "limit limit".
  const playTime = memberCentre
    .region('Limite diário de tempo de jogo')
    .locator('form[data-limit^="session"]')
  await expect(playTime.getByLabel('Minutos de jogo por 24 horas', { exact: true })).toBeVisible()

  const day = memberCentre.region('Limites de depósito').locator('form[data-limit="deposit-day"]')
  await day.getByLabel('Limite de 24 horas (BRL)').fill('50')
  await day.getByRole('button', { name: 'Salvar' }).click()
  await expect(day.getByRole('status')).toHaveText('Salvo. O novo limite vale agora.')
  await expect(day.getByTestId('limit-status')).toHaveText('Limite R$ 50,00, usado R$ 0,00.')

  await memberCentre.open('depositv2')
  await expect(allowance).toContainText('você ainda pode depositar R$ 50,00 agora')
  const form = memberCentre.region('Depósito')
  await form.getByLabel('Valor (BRL)').fill('100')
  await form.getByRole('button', { name: 'Depositar', exact: true }).click()
  await expect(fieldError(form, 'amount')).toHaveText(
    'Este depósito ultrapassaria seu limite de depósito. Você ainda pode depositar R$ 50,00 agora.',
  )
  await form.getByLabel('Valor (BRL)').fill('40')
  await form.getByRole('button', { name: 'Depositar', exact: true }).click()
  await expect(memberCentre.region('Pague seu depósito')).toBeVisible()
  await expect(allowance).toContainText('você ainda pode depositar R$ 10,00 agora')

  // A raise waits for the cooling-off, with its countdown; until then the old limit holds.
  await memberCentre.open('playerProtection')
  await day.getByLabel('Limite de 24 horas (BRL)').fill('500')
  await day.getByRole('button', { name: 'Salvar' }).click()
  await expect(day.getByRole('status').filter({ hasText: 'Salvo.' })).toHaveText(
    'Salvo. A alteração vale após 24 horas de reflexão.',
  )
  await expect(day.getByRole('status').filter({ hasText: 'Muda para' })).toHaveText(
    /^Muda para R\$ 500,00 em .+ \(em 2[34]:\d\d:\d\d\)\.$/,
  )
  await expect(day.getByTestId('limit-status')).toHaveText('Limite R$ 50,00, usado R$ 40,00.')
  const early = await page.request.post('/api/wallet/deposit', {
    data: { method: 'PIX', amount: '20' },
    headers: { Origin: PORTAL_URL },
  })
  expect(early.status()).toBe(422)

  await rewind(username, DAY_MS)
  await page.reload()
  await expect(day.getByTestId('limit-status')).toHaveText('Limite R$ 500,00, usado R$ 40,00.')
  await expect(day.getByText('Muda para')).toHaveCount(0)
  await post(page, '/api/wallet/deposit', { method: 'PIX', amount: '200' })
})

test('the history CSV holds the rounds played, beside lifetime net deposits', async ({
  member: { page },
  memberCentre,
}) => {
  const { dice } = await houseGames()
  const session = await launchSession(page, dice)
  const rounds: string[] = []
  for (let i = 0; i < 2; i++) {
    const res = await playRound('/play/api/round', { session, stake: 100, target: 50, direction: 'under' })
    rounds.push(((await res.json()) as { value: { round: string } }).value.round)
  }
  await memberCentre.open('playerProtection')
  const history = memberCentre.region('Seu histórico')
  await expect(history).toContainText('Depósitos líquidos desde sempre (depósitos menos saques): R$ 0,00')
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    history.getByRole('link', { name: 'Baixar histórico (CSV)' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^history-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = await (await download.createReadStream()).toArray()
  const lines = Buffer.concat(csv).toString('utf8').trimEnd().split('\r\n')
  expect(lines[0]).toBe(
    'section,time,reference,type_or_game,amount_or_stake,balance_or_payout,status,currency',
  )
  const played = lines.filter((line) => line.startsWith('round,'))
  expect(played).toHaveLength(2)
  for (const round of rounds) expect(played.some((line) => line.includes(`,${round},`))).toBe(true)
})

inLanguage('en', () => {
  test('a loss limit stops play in an in-house game', async ({ member: { page }, memberCentre }) => {
    await memberCentre.open('playerProtection')
    const day = memberCentre.region('Loss limits').locator('form[data-limit="loss-day"]')
    await day.getByLabel('Limit for 24 hours (BRL)').fill('5')
    await day.getByRole('button', { name: 'Save' }).click()
    await expect(day.getByTestId('limit-status')).toHaveText('Limit R$ 5.00, used R$ 0.00.')

    const { dice, mines } = await houseGames()
    await page.goto(`/en/game?vendor=HOUSE&type=INHOUSE&game=${dice}`)
    const frame = page.frameLocator('iframe[title="Dice game window"]')
    await expect(frame.getByRole('button', { name: 'Roll' })).toBeVisible()
    // A mines round left open counts its whole stake as lost: the loss limit is reached.
    const started = await playRound('/play/api/mines/start', {
      session: await launchSession(page, mines),
      stake: 500,
      mines: 3,
    })
    expect(started.status).toBe(200)
    await frame.getByRole('button', { name: 'Roll' }).click()
    await expect(frame.getByRole('alert')).toHaveText(
      'You have reached your loss limit. Play is paused until the period ends.',
    )
    await page.reload()
    await expect(
      page.getByText('You have reached one of your limits (loss, wager or play time).'),
    ).toBeVisible()
    await expect(page.locator('iframe')).toHaveCount(0)
  })

  test('a reality check appears over the game page once its interval has passed', async ({
    member: { page, username },
    memberCentre,
    header,
  }) => {
    // Sets the interval, rewinds the session, launches a game and waits for the platform's answer.
    test.setTimeout(120_000)
    await memberCentre.open('playerProtection')
    const session = memberCentre.dialog
    await expect(session.getByRole('radio', { name: '60 minutes' })).toBeChecked()
    await session.getByRole('radio', { name: '15 minutes' }).check()
    await expect(session.getByRole('radio', { name: '15 minutes' })).toBeChecked()

    const { dice } = await houseGames()
    await page.goto(`/en/game?vendor=HOUSE&type=INHOUSE&game=${dice}`)
    const frame = page.frameLocator('iframe[title="Dice game window"]')
    await frame.getByRole('button', { name: 'Roll' }).click()
    await expect(frame.locator('#rounds')).toHaveText('1')
    await expect(page.getByTestId('session-position').first()).toContainText(/Time since sign-in 0:0\d:\d\d/)
    const check = page.getByRole('alertdialog', { name: 'Reality check' })
    await expect(check).toHaveCount(0)

    // Sixteen minutes later on this member's own timeline, the check opens over the game.
    await rewind(username, 16 * 60 * 1000)
    await page.reload()
    await expect(check).toBeVisible()
    await expect(check).toContainText(
      /You have been playing for 0:1[67]:\d\d\. Your net result since you signed in is [+−]?R\$ \d+\.\d\d\./,
    )
    await expect(check.getByRole('link', { name: 'See my betting record' })).toBeVisible()
    await expect(page.locator('iframe[title="Dice game window"]')).toBeVisible()
    await check
      .getByRole('button', { name: 'Continue playing' })
      .filter({ hasText: 'Continue playing' })
      .click()
    await expect(check).toHaveCount(0)

    // The account menu carries the same clock.
    await header.openMenu()
    await expect(page.getByRole('menu').getByTestId('session-position')).toContainText(/0:1[67]:\d\d/)

    // Another interval later, stopping leaves the game.
    await rewind(username, 16 * 60 * 1000)
    await page.reload()
    await check.getByRole('button', { name: 'Stop playing' }).click()
    await expect(page).toHaveURL(/\/en$/)
    await expect(check).toHaveCount(0)
  })

  test('a 24-hour time-out blocks deposits, bets and launches; a withdrawal still goes through', async ({
    member: { page, password },
    memberCentre,
  }) => {
    // Readies a withdrawal, starts the break, then tries a deposit, a round and a launch.
    test.setTimeout(120_000)
    await blockAndWithdraw(page, password, memberCentre, {
      title: 'Take a time-out',
      duration: '24 hours',
      button: 'Start the time-out',
      notice: /^You are on a time-out until .+\.$/,
      onBreak: 'You are taking a break',
      withdraw: 'Withdraw',
      lang: 'en',
    })
  })
})

test('a 6-month self-exclusion blocks deposits, bets and launches; a withdrawal still goes through', async ({
  member: { page, password },
  memberCentre,
}) => {
  // Readies a withdrawal, confirms the exclusion, then tries a deposit, a round and a launch.
  test.setTimeout(120_000)
  await blockAndWithdraw(page, password, memberCentre, {
    title: 'Autoexclusão',
    duration: '6 meses',
    button: 'Autoexcluir-me',
    notice: /^Você está autoexcluído até .+\.$/,
    onBreak: 'Você está em uma pausa',
    withdraw: 'Sacar',
    lang: 'pt',
  })
})

type BlockTexts = {
  title: string
  duration: string
  button: string
  notice: RegExp
  onBreak: string
  withdraw: string
  lang: 'pt' | 'en'
}

async function blockAndWithdraw(page: Page, password: string, centre: MemberCentre, t: BlockTexts) {
  const prefix = t.lang === 'en' ? '/en' : ''
  // Money to take away and a game under way before the break starts.
  const order = (await post(page, '/api/wallet/deposit', { method: 'PIX', amount: '50' })) as {
    payUrl: string
  }
  expect((await fetch(order.payUrl, { method: 'POST', redirect: 'manual' })).status).toBe(303)
  const { dice } = await houseGames()
  const session = await launchSession(page, dice)

  await centre.open('playerProtection')
  const card = centre.region(t.title)
  await card.getByRole('radio', { name: t.duration }).check()
  await card.getByRole('button', { name: t.button }).click()
  await expect(card.locator('[data-field-error="confirm"]')).toBeVisible()
  await card.getByRole('checkbox').check()
  await card.getByRole('button', { name: t.button }).click()
  await expect(page.getByTestId('protection-block')).toContainText(t.notice)

  const deposit = await page.request.post('/api/wallet/deposit', {
    data: { method: 'PIX', amount: '20' },
    headers: { Origin: PORTAL_URL },
  })
  expect(deposit.status()).toBe(403)
  expect(((await deposit.json()) as { error: { code: string } }).error.code).toBe('player_blocked')
  const bet = await playRound('/play/api/round', { session, stake: 100, target: 50, direction: 'under' })
  expect(bet.status).toBe(403)
  await page.goto(`${prefix}/game?vendor=HOUSE&type=INHOUSE&game=${dice}`)
  // The game's page names the break instead of launching, and offers no other game (RTS 14A).
  await expect(page.getByTestId('break-notice').getByRole('heading')).toHaveText(t.onBreak)
  await expect(page.locator('iframe')).toHaveCount(0)
  await expect(page.locator('main a[href*="/game?"]')).toHaveCount(0)

  await readyToWithdraw(page, password)
  await centre.open('withdraw')
  const main = centre.region(t.lang === 'en' ? 'Withdrawal' : 'Saque')
  await main.getByLabel(t.lang === 'en' ? 'Amount (BRL)' : 'Valor (BRL)').fill('25')
  await main
    .getByLabel(t.lang === 'en' ? 'Payment password' : 'Senha de pagamento', { exact: true })
    .fill('258036')
  await main.getByRole('button', { name: t.withdraw, exact: true }).click()
  await expect(main.getByRole('status').filter({ hasText: /R\$ 25[.,]00/ })).toBeVisible()
}
