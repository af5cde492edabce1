// @ts-check
// The promotion engines: the reload bonus on its stated day in the merchant's zone, weekly cashback,
// bonus deadlines and free spins, each paying once, through the ledger, and never to a member on a break.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

import { startBlock } from '../lib/protection/rules.mjs'
import { callEncrypted, freshMembers, latestOutbox, tokenFor } from './client.mjs'
import {
  assertLedgerBalances,
  balanceOf,
  claimPromotionAs,
  manualClock,
  paidDeposit,
  sharedPlatform,
} from './helpers.mjs'

// Monday 2 March 2026, 09:00 in São Paulo (SOL1's zone, UTC-3).
const clock = manualClock(Date.parse('2026-03-02T12:00:00.000Z'))
const platform = sharedPlatform({ now: clock.now })
const DAY = 24 * 60 * 60 * 1000

/** Moves the clock forward to an instant. @param {string} iso */
function at(iso) {
  const target = Date.parse(iso)
  assert.ok(target >= clock.now(), `the clock only moves forward (${iso})`)
  clock.advance(target - clock.now())
}

const freshMember = freshMembers(platform, 'eng')

/** @param {string} rule @param {string} [merchant] */
function promotionOf(rule, merchant = 'SOL1') {
  return /** @type {number} */ (
    platform.db
      .prepare(
        `SELECT o.promotion_id FROM promotion_offers o JOIN promotions p ON p.id = o.promotion_id
         WHERE p.merchant_code = ? AND o.rule = ?`,
      )
      .pluck()
      .get(merchant, rule)
  )
}

/** @param {string} token @param {unknown} promotionId */
function claim(token, promotionId, language = 'EN') {
  return claimPromotionAs(platform, token, promotionId, language)
}

/** @param {string} token @param {number} promotionId */
async function stateOf(token, promotionId) {
  const result = await platform.call(`/wps/relay/MCS2_getPromotionClaim?promotionId=${promotionId}`, {
    token,
  })
  assert.equal(result.status, 200, result.text)
  return result.json.value
}

/** @param {number} memberId @param {string} template */
function messagesOf(memberId, template) {
  return platform.db
    .prepare('SELECT params FROM member_messages WHERE member_id = ? AND template = ?')
    .all(memberId, template)
}

/** @param {Record<string, unknown>} [body] */
async function runEngines(body = {}) {
  const result = await platform.call('/__test/promotions/run', { merchant: null, method: 'POST', json: body })
  assert.equal(result.status, 200, result.text)
  return result.json.value
}

/** @param {number} memberId @param {string} kind */
function ledgerKinds(memberId, kind) {
  return platform.db
    .prepare('SELECT amount_minor FROM ledger WHERE member_id = ? AND kind = ? ORDER BY id')
    .pluck()
    .all(memberId, kind)
}

/**
 * Plays rounds of a SOL1 slot until the member has lost money on it, and answers the net loss.
 * @param {string} token @param {string} nodeId
 */
async function loseOnSlot(token, nodeId) {
  const launched = await platform.call(
    `/wps/game/launchGame?nodeId=${nodeId}&launchMode=GLS&accountType=1&clientType=3&platform=html5-desktop`,
    { token },
  )
  assert.equal(launched.status, 200, launched.text)
  const session = new URL(launched.json.value.content.game_url).searchParams.get('session')
  let net = 0
  for (let i = 0; i < 60 && net <= 0; i += 1) {
    const round = await platform.call('/play/api/round', {
      merchant: null,
      method: 'POST',
      json: { session, lineBet: 10 },
    })
    assert.equal(round.status, 200, round.text)
    net += round.json.value.stake - round.json.value.payout
  }
  assert.ok(net > 0)
  return net
}

function rngSlot() {
  return String(
    platform.db
      .prepare(
        `SELECT g.node_id FROM games g JOIN merchant_vendors mv ON mv.vendor_code = g.vendor_code
         WHERE mv.merchant_code = 'SOL1' AND g.game_type = 'RNG' AND g.game_classify = 'slot' ORDER BY g.node_id LIMIT 1`,
      )
      .pluck()
      .get(),
  )
}

function houseSlot() {
  return String(
    platform.db
      .prepare("SELECT node_id FROM games WHERE vendor_code = 'HOUSE' AND game_code = 'slot5x3'")
      .pluck()
      .get(),
  )
}

describe('the rules a promotion publishes', () => {
  it('lists every running promotion with the rule its engine pays by, and no free spins where none are paid', async () => {
    const sol = await platform.call('/wps/relay/MCSFE_getListAnnouncements?types=PR', { language: 'EN' })
    const rules = Object.fromEntries(
      sol.json.value.promotion.map((/** @type {any} */ p) => [p.category + (p.rule?.kind ?? ''), p.rule]),
    )
    assert.deepEqual(rules.depositreload, {
      kind: 'reload',
      weekday: 5,
      percent: 10,
      capMinor: 50_000,
      minDepositMinor: 2_000,
      turnoverMultiplier: 5,
      timeZone: 'America/Sao_Paulo',
      expiryDays: 7,
    })
    assert.deepEqual(rules.cashbackcashback, {
      kind: 'cashback',
      percent: 5,
      categories: ['RNG'],
      settleWeekday: 1,
      turnoverMultiplier: 0,
      timeZone: 'America/Sao_Paulo',
    })
    assert.equal(rules.new_playerfree_spins.spins, 50)
    assert.equal(rules.new_playerfree_spins.game.name, 'Classic Slot 5x3')
    assert.equal(rules.new_playerfirst_deposit_match.expiryDays, 30)
    const titles = sol.json.value.promotion.map((/** @type {any} */ p) => p.title)
    assert.ok(titles.includes('10% reload every Friday'), titles.join())

    const vrd = await platform.call('/wps/relay/MCSFE_getListAnnouncements?types=PR,B', { merchant: 'VRD2' })
    const kinds = vrd.json.value.promotion.map((/** @type {any} */ p) => p.rule?.kind ?? null)
    assert.ok(!kinds.includes('free_spins'))
    assert.ok(vrd.json.value.promotion.some((/** @type {any} */ p) => p.title === '50% welcome bonus'))
    for (const banner of vrd.json.value.banners.filter((/** @type {any} */ b) => b.linkageType === 'P')) {
      assert.ok(vrd.json.value.promotion.some((/** @type {any} */ p) => String(p.id) === banner.linkage))
    }
  })
})

describe('reload bonus', () => {
  /** @type {{ id: number, username: string, token: string }} */
  let member
  it('is refused on any day but Friday in the merchant zone, and counts no Thursday deposit', async () => {
    member = await freshMember()
    const reload = promotionOf('reload')
    paidDeposit(platform, { memberId: member.id, amountMinor: 10_000, now: clock.now() })
    assert.equal((await stateOf(member.token, reload)).reason, 'wrong_day')
    const refused = await claim(member.token, reload, 'PT')
    assert.equal(refused.status, 400)
    assert.equal(refused.json.errorCode, 'promotion.not.eligible')
    assert.equal(refused.json.value.reason, 'wrong_day')
    assert.equal(refused.json.message, 'Você não é elegível para esta promoção.')

    // Thursday 23:59 in São Paulo is already Friday 02:59 UTC: still Thursday for the promotion.
    at('2026-03-06T02:59:00.000Z')
    member.token = (await freshLogin(member)).token
    paidDeposit(platform, { memberId: member.id, amountMinor: 30_000, now: clock.now() })
    assert.equal((await stateOf(member.token, reload)).reason, 'wrong_day')
    at('2026-03-06T03:00:00.000Z')
    member.token = (await freshLogin(member)).token
    const friday = await stateOf(member.token, reload)
    assert.equal(friday.reason, 'no_deposit')
    assert.equal(friday.bonusMinor, 0)
  })

  it('pays 10% of the Friday deposits once, even to ten claims at once, with its turnover and deadline', async () => {
    const reload = promotionOf('reload')
    paidDeposit(platform, { memberId: member.id, amountMinor: 1_999, now: clock.now() })
    assert.equal((await stateOf(member.token, reload)).reason, 'no_deposit', 'below the minimum deposit')
    paidDeposit(platform, { memberId: member.id, amountMinor: 20_000, now: clock.now() })
    const state = await stateOf(member.token, reload)
    assert.equal(state.eligible, true)
    assert.equal(state.bonusMinor, 2_000)
    assert.equal(state.turnoverMinor, 10_000)
    const before = balanceOf(platform, member.id)
    const results = await Promise.all(Array.from({ length: 10 }, () => claim(member.token, reload)))
    const statuses = results.map((r) => r.status).sort()
    assert.deepEqual(statuses, [200, 409, 409, 409, 409, 409, 409, 409, 409, 409])
    assert.ok(results.filter((r) => r.status === 409).every((r) => r.json.errorCode === 'promotion.claimed'))
    assert.equal(balanceOf(platform, member.id), before + 2_000)
    assertLedgerBalances(platform, member.id)
    const turnover = platform.db
      .prepare("SELECT turnover_minor, expires_at FROM bonus_turnover WHERE member_id = ? AND state = 'open'")
      .get(member.id)
    assert.deepEqual(turnover, { turnover_minor: 10_000, expires_at: clock.now() + 7 * DAY })
    assert.equal(messagesOf(member.id, 'promotion_bonus').length, 1)
    assert.equal((await stateOf(member.token, reload)).reason, 'claimed')
  })

  it('caps the bonus, and closes at midnight: 23:59 counts, 00:00 on Saturday does not', async () => {
    const reload = promotionOf('reload')
    at('2026-03-07T02:59:00.000Z')
    const late = await freshMember()
    paidDeposit(platform, { memberId: late.id, amountMinor: 1_000_000, now: clock.now() })
    const capped = await stateOf(late.token, reload)
    assert.equal(capped.bonusMinor, 50_000)
    assert.equal(capped.eligible, true)
    at('2026-03-07T03:00:00.000Z')
    const saturday = await stateOf(late.token, reload)
    assert.equal(saturday.reason, 'wrong_day')
    const refused = await claim(late.token, reload)
    assert.equal(refused.status, 400)
    assert.equal(refused.json.value.reason, 'wrong_day')
    assert.deepEqual(ledgerKinds(late.id, 'promotion_bonus'), [])
  })

  it('pays nothing to a member on a time-out', async () => {
    const reload = promotionOf('reload')
    at('2026-03-13T12:00:00.000Z')
    const resting = await freshMember()
    paidDeposit(platform, { memberId: resting.id, amountMinor: 20_000, now: clock.now() })
    startBlock(platform.db, {
      memberId: resting.id,
      kind: 'timeout',
      duration: '24h',
      now: clock.now(),
      language: 'EN',
    })
    const refused = await claim(resting.token, reload)
    assert.equal(refused.status, 403)
    assert.equal(refused.json.errorCode, 'rg.blocked')
    assert.deepEqual(ledgerKinds(resting.id, 'promotion_bonus'), [])
    const feed = await platform.call('/wps/relay/MCSFE_getListAnnouncements?types=PR', {
      token: resting.token,
    })
    assert.deepEqual(feed.json.value.promotion, [])
  })
})

describe('weekly cashback', () => {
  it("pays 5% of last week's net slot losses on Monday, once per member, after a run stopped half way", async () => {
    // Week of Monday 16 March (São Paulo): three members lose on a slot, one on the house dice only.
    at('2026-03-17T15:00:00.000Z')
    const slot = rngSlot()
    const losers = []
    for (let i = 0; i < 3; i += 1) {
      const member = await freshMember()
      losers.push({ ...member, net: await loseOnSlot(member.token, slot) })
    }
    const resting = await freshMember()
    await loseOnSlot(resting.token, slot)
    startBlock(platform.db, {
      memberId: resting.id,
      kind: 'timeout',
      duration: '1w',
      now: clock.now(),
      language: 'EN',
    })

    // Sunday 23:59 local: the week has not ended, nothing is paid.
    at('2026-03-23T02:59:00.000Z')
    await runEngines()
    for (const member of losers) assert.deepEqual(ledgerKinds(member.id, 'cashback_bonus'), [])

    // Monday 00:00 local: the run stops after one member (as if the platform stopped), the next pays the rest.
    at('2026-03-23T03:00:00.000Z')
    const first = await runEngines({ limit: 1 })
    assert.equal(first.cashbackCredited, 1)
    const paidFirst = losers.filter((m) => ledgerKinds(m.id, 'cashback_bonus').length === 1)
    assert.equal(paidFirst.length, 1)
    await runEngines()
    await runEngines()
    for (const member of losers) {
      assert.deepEqual(ledgerKinds(member.id, 'cashback_bonus'), [Math.floor((member.net * 5) / 100)])
      assertLedgerBalances(platform, member.id)
      assert.equal(messagesOf(member.id, 'cashback_credited').length, 1)
    }
    assert.deepEqual(ledgerKinds(resting.id, 'cashback_bonus'), [])
    const held = platform.db
      .prepare('SELECT status FROM promotion_period_claims WHERE member_id = ?')
      .pluck()
      .all(resting.id)
    assert.deepEqual(held, ['skipped'])
    // No wagering: the cashback is withdrawable at once.
    const info = await platform.call('/wps/relay/PAY_withdrawInfo', {
      token: (await freshLogin(losers[0] ?? { username: '' })).token,
    })
    assert.equal(info.json.value.bonusLocked ?? 0, 0)
  })
})

/** A new token for a member (one from before a moved clock may have aged out). */
async function freshLogin(/** @type {{ username: string }} */ member) {
  return { token: await tokenFor(platform, member.username, 'Fresh#2026') }
}

describe('bonus deadlines', () => {
  it('expires an unmet welcome bonus exactly at its deadline, once, and keeps a met one', async () => {
    at('2026-04-01T12:00:00.000Z')
    const welcome = promotionOf('first_deposit_match')
    const idle = await freshMember()
    const busy = await freshMember()
    for (const member of [idle, busy]) {
      paidDeposit(platform, { memberId: member.id, amountMinor: 1_000, now: clock.now() })
      const claimed = await claim(member.token, welcome)
      assert.equal(claimed.status, 200, claimed.text)
    }
    const deadline = clock.now() + 30 * DAY
    // The busy member meets the 20× turnover (200.00) on dice before the deadline, from a later deposit.
    paidDeposit(platform, { memberId: busy.id, amountMinor: 100_000, now: clock.now() })
    const { playDice } = await import('./helpers.mjs')
    await playDice(platform, busy.token, 25, 1_000)

    at(new Date(deadline - 1).toISOString())
    await runEngines()
    assert.deepEqual(ledgerKinds(idle.id, 'bonus_expired'), [])

    at(new Date(deadline).toISOString())
    const before = balanceOf(platform, idle.id)
    const run = await runEngines()
    assert.equal(run.expired, 1)
    await runEngines()
    assert.deepEqual(ledgerKinds(idle.id, 'bonus_expired'), [-1_000])
    assert.equal(balanceOf(platform, idle.id), before - 1_000)
    assertLedgerBalances(platform, idle.id)
    assert.equal(messagesOf(idle.id, 'bonus_expired').length, 1)
    assert.deepEqual(ledgerKinds(busy.id, 'bonus_expired'), [])

    const { token } = await freshLogin(idle)
    const details = await platform.call('/wps/relay/MCSFE_getBonusDetails', { token })
    const bonus = details.json.value.list.find((/** @type {any} */ b) => b.source === 'promotion')
    assert.equal(bonus.status, 'expired')
    assert.equal(bonus.expiresAt, deadline)
    assert.equal(bonus.forfeitedMinor, 1_000)
    const info = await platform.call('/wps/relay/PAY_withdrawInfo', { token })
    assert.equal(info.json.value.bonusLocked ?? 0, 0, 'an expired bonus holds nothing back')
    // The profit and loss counts the sign-up bonus and the welcome bonus, less what its expiry took back.
    const profit = await platform.call(
      `/wps/relay/ODSFE2_personalProfit?startTime=${deadline - 31 * DAY}&endTime=${clock.now() + 1}`,
      { token },
    )
    assert.equal(profit.status, 200, profit.text)
    assert.equal(profit.json.value.bonusMinor, 1_000)
  })
})

describe('free spins', () => {
  it('are refused without a verified mobile, then credited once and played on the named slot', async () => {
    const freeSpins = promotionOf('free_spins')
    const plain = await freshMember()
    assert.equal((await stateOf(plain.token, freeSpins)).reason, 'not_verified')

    const mobile = `119${String(Date.now()).slice(-8)}`
    await platform.call('/wps/verification/sms/register', {
      method: 'POST',
      json: { countryDialingCode: '55', mobileNo: mobile },
    })
    const { code } = await latestOutbox(platform, { mobile: `55${mobile}` })
    const registered = await callEncrypted(platform, 'PUT', '/wps/member/register/mobile', {
      mobileNum: mobile,
      countryDialingCode: '55',
      password: 'Fresh#2026',
      confirmPassword: 'Fresh#2026',
      verificationCode: code,
      login: true,
      termsVersion: 3,
    })
    assert.equal(registered.status, 200, registered.text)
    const token = registered.json.value.token
    const memberId = Number(registered.json.value.customerId)
    assert.equal((await stateOf(token, freeSpins)).eligible, true)
    const claims = await Promise.all([claim(token, freeSpins), claim(token, freeSpins)])
    assert.deepEqual(claims.map((c) => c.status).sort(), [200, 409])
    assert.equal(messagesOf(memberId, 'free_spins_granted').length, 1)

    const launched = await platform.call(
      `/wps/game/launchGame?nodeId=${houseSlot()}&launchMode=GLS&accountType=1&clientType=3&platform=html5-desktop`,
      { token },
    )
    const session = new URL(launched.json.value.content.game_url).searchParams.get('session')
    const state = await platform.call(`/play/api/state?session=${session}`, { merchant: null })
    assert.deepEqual(state.json.value.freeRounds, { remaining: 50, lineBet: 1 })
    let payouts = 0
    const start = balanceOf(platform, memberId)
    for (let i = 0; i < 50; i += 1) {
      const round = await platform.call('/play/api/round', {
        merchant: null,
        method: 'POST',
        json: { session, free: true },
      })
      assert.equal(round.status, 200, round.text)
      assert.equal(round.json.value.stake, 20)
      payouts += round.json.value.payout
    }
    assert.equal(balanceOf(platform, memberId), start + payouts, 'only the payouts move the balance')
    assertLedgerBalances(platform, memberId)
    const none = await platform.call('/play/api/round', {
      merchant: null,
      method: 'POST',
      json: { session, free: true },
    })
    assert.equal(none.status, 409)
    assert.equal(none.json.errorCode, 'free.rounds.none')
    const after = await platform.call(`/play/api/state?session=${session}`, { merchant: null })
    assert.equal(after.json.value.freeRounds, null)
    const rounds = platform.db
      .prepare("SELECT COUNT(*) FROM bets WHERE member_id = ? AND status = 'settled' AND stake_minor = 20")
      .pluck()
      .get(memberId)
    assert.equal(rounds, 50)
  })
})
