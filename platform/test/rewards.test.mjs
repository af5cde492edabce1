// @ts-check
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

import { claimPromotion } from '../lib/promotions/offers.mjs'
import { startBlock } from '../lib/protection/rules.mjs'
import { joinRaffle } from '../lib/rewards/raffles.mjs'
import { claimAllRewards, claimReward, offerReward } from '../lib/rewards/rewards.mjs'
import { freshMembers, tokenFor } from './client.mjs'
import { assertLedgerBalances, balanceOf, manualClock, playDice, sharedPlatform } from './helpers.mjs'

const DAY_MS = 24 * 60 * 60 * 1000
// Noon in São Paulo, so a test's rounds and claims stay inside one merchant day.
const clock = manualClock(Date.parse('2026-03-04T15:00:00.000Z'))
const platform = sharedPlatform({ now: clock.now })
const freshMember = freshMembers(platform, 'rwd')

/** A new session once the clock moved past the old one's lifetime. @param {string} username */
const signIn = (username) => tokenFor(platform, username, 'Fresh#2026')

/** @param {string} token @param {string} name @param {Record<string, unknown>} [json] */
function relay(token, name, json) {
  return platform.call(`/wps/relay/${name}`, {
    token,
    language: 'PT',
    ...(json ? { method: 'POST', json } : {}),
  })
}

/** @param {string} token */
async function missions(token) {
  const result = await relay(token, 'MCSFE_getMissionSummaryDetails')
  assert.equal(result.status, 200, result.text)
  return result.json.value
}

/** @param {{ missionId: string, title: string, progress: number, target: number, status: string }[]} list */
const roundsToday = (list) => {
  const found = list.find((mission) => mission.title === 'Jogue 5 rodadas hoje')
  assert.ok(found, 'the daily rounds mission is seeded')
  return found
}

describe('missions', () => {
  it('seeds at least five missions for each demo merchant', () => {
    for (const merchant of ['SOL1', 'VRD2']) {
      const count = platform.db
        .prepare('SELECT COUNT(*) FROM missions WHERE merchant_code = ?')
        .pluck()
        .get(merchant)
      assert.ok(Number(count) >= 5, merchant)
    }
  })

  it('counts real rounds, refuses an incomplete claim and pays a completed one once', async () => {
    const { id, token } = await freshMember()
    const before = await missions(token)
    const mission = roundsToday(before.list)
    assert.deepEqual([mission.progress, mission.target, mission.status], [0, 5, 'in_progress'])
    assert.equal(before.claimable, 0)

    await playDice(platform, token, 3)
    assert.equal(roundsToday((await missions(token)).list).progress, 3)
    const balance = balanceOf(platform, id)
    const early = await relay(token, 'MCSFE_claimMissionReward', { missionId: mission.missionId })
    assert.equal(early.status, 409)
    assert.equal(early.json.errorCode, 'mission.not.complete')
    assert.equal(early.json.message, 'Esta missão ainda não foi concluída.')
    assert.equal(balanceOf(platform, id), balance)

    await playDice(platform, token, 2)
    const done = await missions(token)
    assert.equal(roundsToday(done.list).status, 'claimable')
    assert.ok(done.claimable >= 1)
    const ready = balanceOf(platform, id)
    // Two claims at once: one pays, the other is refused.
    const claims = await Promise.all([
      relay(token, 'MCSFE_claimMissionReward', { missionId: mission.missionId }),
      relay(token, 'MCSFE_claimMissionReward', { missionId: mission.missionId }),
    ])
    assert.deepEqual(claims.map((claim) => claim.status).sort(), [200, 409])
    const refused = claims.find((claim) => claim.status === 409)
    assert.equal(refused?.json.errorCode, 'reward.claimed')
    assert.equal(balanceOf(platform, id), ready + 200)
    assert.equal(roundsToday((await missions(token)).list).status, 'claimed')
    assertLedgerBalances(platform, id)

    const bonuses = await relay(token, 'MCSFE_getBonusDetails')
    assert.equal(bonuses.json.value.list[0].source, 'mission')
    assert.equal(bonuses.json.value.list[0].amountMinor, 200)
  })

  it('refuses unknown missions and bad ids', async () => {
    const { token } = await freshMember()
    assert.equal((await relay(token, 'MCSFE_claimMissionReward', { missionId: '999999' })).status, 404)
    assert.equal((await relay(token, 'MCSFE_claimMissionReward', { missionId: 'x' })).status, 400)
  })

  it('ranks members on the leaderboard by missions completed, names masked', async () => {
    const { token, username } = await freshMember()
    await playDice(platform, token, 5)
    await missions(token)
    const board = await relay(token, 'MCSFE_getMissionLeaderboard')
    assert.equal(board.status, 200, board.text)
    const { mine, list } = board.json.value
    assert.ok(mine && mine.missions >= 1)
    assert.equal(mine.name, `${username.slice(0, 2)}***${username.slice(-1)}`)
    assert.ok(list.every((/** @type {{ name: string }} */ row) => row.name.includes('***')))
  })
})

describe('the reward centre', () => {
  it('claims every waiting reward at once, then has none left', async () => {
    const { id, token } = await freshMember()
    await playDice(platform, token, 5)
    const rewards = await relay(token, 'MCS2_getPendingRewards')
    const waiting = rewards.json.value.list.filter(
      (/** @type {{ status: string }} */ r) => r.status === 'pending',
    )
    assert.ok(waiting.length >= 1)
    const before = balanceOf(platform, id)
    const all = await relay(token, 'MCS2_claimReward', { all: true })
    assert.equal(all.status, 200, all.text)
    assert.equal(balanceOf(platform, id), before + all.json.value.amountMinor)
    const again = await relay(token, 'MCS2_claimReward', { all: true })
    assert.equal(again.json.errorCode, 'reward.none')
    assertLedgerBalances(platform, id)
  })

  it('refuses an unknown reward and an expired one, changing nothing', async () => {
    const { id, token, username } = await freshMember()
    const other = await freshMember()
    await playDice(platform, other.token, 5)
    const theirs = (await relay(other.token, 'MCS2_getPendingRewards')).json.value.list[0]
    const unknown = await relay(token, 'MCS2_claimReward', { rewardId: theirs.id })
    assert.equal(unknown.status, 404)
    assert.equal(unknown.json.errorCode, 'reward.not.found')

    await playDice(platform, token, 5)
    const mine = (await relay(token, 'MCS2_getPendingRewards')).json.value.list[0]
    assert.equal(mine.expiresAt - mine.createdAt, 7 * DAY_MS)
    clock.advance(8 * DAY_MS)
    const later = await signIn(username)
    const balance = balanceOf(platform, id)
    const expired = await relay(later, 'MCS2_claimReward', { rewardId: mine.id })
    assert.equal(expired.status, 409)
    assert.equal(expired.json.errorCode, 'reward.expired')
    assert.equal(balanceOf(platform, id), balance)
  })

  it("offers a rebate of a past day's valid bets, credited as a rebate", async () => {
    const { id, token, username } = await freshMember()
    await playDice(platform, token, 4, 200)
    clock.advance(DAY_MS)
    const later = await signIn(username)
    const list = (await relay(later, 'MCS2_getPendingRewards')).json.value.list
    const rebate = list.find((/** @type {{ source: string }} */ r) => r.source === 'rebate')
    assert.equal(rebate?.amountMinor, 4)
    await relay(later, 'MCS2_claimReward', { rewardId: rebate.id })
    const kind = platform.db
      .prepare('SELECT kind FROM ledger WHERE member_id = ? ORDER BY id DESC LIMIT 1')
      .pluck()
      .get(id)
    assert.equal(kind, 'rebate')
  })
})

describe('raffles', () => {
  /** @param {string} merchant */
  const dailyRaffle = (merchant) =>
    String(
      platform.db
        .prepare("SELECT promotion_id FROM raffles WHERE merchant_code = ? AND cadence = 'daily'")
        .pluck()
        .get(merchant),
    )

  it('seeds two raffles for each demo merchant', () => {
    for (const merchant of ['SOL1', 'VRD2']) {
      assert.equal(
        platform.db.prepare('SELECT COUNT(*) FROM raffles WHERE merchant_code = ?').pluck().get(merchant),
        2,
      )
    }
  })

  it('lets an eligible member join once, draws on the clock and offers the prize', async () => {
    const { token, username } = await freshMember()
    const promotionId = dailyRaffle('SOL1')
    const early = await relay(token, 'MCS2_claimRafflePromotion', { promotionId })
    assert.equal(early.json.errorCode, 'raffle.not.eligible')
    await playDice(platform, token, 5, 200)
    const joined = await relay(token, 'MCS2_claimRafflePromotion', { promotionId })
    assert.equal(joined.status, 200, joined.text)
    assert.equal(joined.json.value.joined, true)
    const twice = await relay(token, 'MCS2_claimRafflePromotion', { promotionId })
    assert.equal(twice.json.errorCode, 'raffle.joined')
    const entrants = joined.json.value.entrants
    clock.advance(DAY_MS)
    const later = await signIn(username)
    const list = (await relay(later, 'MCS2_getPendingRewards')).json.value.list
    const prize = list.find((/** @type {{ source: string }} */ r) => r.source === 'raffle')
    // Five winners: with five entrants or fewer, everyone wins.
    if (entrants <= 5) assert.equal(prize?.amountMinor, 1_000)
    const status = await relay(later, `MCS2_getRaffleStatus?promotionId=${promotionId}`)
    assert.equal(status.json.value.joined, false)
  })

  it('draws one raffle now by the test control: the prize is claimed once, and later entrants wait for the end', async () => {
    // A day of its own, so only this test's members are in the draw.
    clock.advance(DAY_MS)
    const promotionId = dailyRaffle('SOL1')
    const draw = () =>
      platform.call(`/__test/raffles/${promotionId}/draw`, {
        merchant: null,
        method: 'POST',
        json: { merchant: 'SOL1' },
      })
    const first = await freshMember()
    const second = await freshMember()
    for (const member of [first, second]) {
      await playDice(platform, member.token, 5, 200)
      const joined = await relay(member.token, 'MCS2_claimRafflePromotion', { promotionId })
      assert.equal(joined.status, 200, joined.text)
    }

    const drawn = await draw()
    assert.equal(drawn.status, 200, drawn.text)
    assert.deepEqual(
      { entrants: drawn.json.value.entrants, winners: drawn.json.value.winners },
      { entrants: 2, winners: 2 },
    )
    const again = await draw()
    assert.deepEqual(
      { entrants: again.json.value.entrants, winners: again.json.value.winners },
      { entrants: 0, winners: 0 },
    )

    const prizes = async (/** @type {string} */ token) =>
      (await relay(token, 'MCS2_getPendingRewards')).json.value.list.filter(
        (/** @type {{ source: string }} */ r) => r.source === 'raffle',
      )
    const [prize, ...more] = await prizes(first.token)
    assert.equal(more.length, 0)
    assert.deepEqual(
      { amountMinor: prize.amountMinor, status: prize.status },
      { amountMinor: 1_000, status: 'pending' },
    )
    const before = balanceOf(platform, first.id)
    const claimed = await relay(first.token, 'MCS2_claimReward', { rewardId: prize.id })
    assert.equal(claimed.status, 200, claimed.text)
    const twice = await relay(first.token, 'MCS2_claimReward', { rewardId: prize.id })
    assert.equal(twice.json.errorCode, 'reward.claimed')
    assert.equal(balanceOf(platform, first.id), before + 1_000)
    const credits = platform.db
      .prepare("SELECT COUNT(*) FROM ledger WHERE member_id = ? AND kind = 'reward_raffle_bonus'")
      .pluck()
      .get(first.id)
    assert.equal(credits, 1)
    assertLedgerBalances(platform, first.id)

    // Whoever joins the same day after the test draw is drawn at the day's end, as usual.
    const late = await freshMember()
    await playDice(platform, late.token, 5, 200)
    assert.equal((await relay(late.token, 'MCS2_claimRafflePromotion', { promotionId })).status, 200)
    assert.equal((await prizes(late.token)).length, 0)
    clock.advance(DAY_MS)
    const lateAgain = await signIn(late.username)
    assert.equal((await prizes(lateAgain)).length, 1)
    assert.equal((await prizes(await signIn(first.username))).length, 1)
  })

  it('refuses a test draw of a promotion that is not a raffle, or of no promotion', async () => {
    const notRaffle = await platform.call('/__test/raffles/1/draw', {
      merchant: null,
      method: 'POST',
      json: { merchant: 'SOL1' },
    })
    assert.equal(notRaffle.status, 404)
    assert.equal(notRaffle.json.errorCode, 'raffle.not.found')
    const badId = await platform.call('/__test/raffles/abc/draw', {
      merchant: null,
      method: 'POST',
      json: { merchant: 'SOL1' },
    })
    assert.equal(badId.status, 400)
  })

  it('answers 404 for a promotion that is not a raffle', async () => {
    const { token } = await freshMember()
    const other = await relay(token, 'MCS2_claimRafflePromotion', { promotionId: '1' })
    assert.equal(other.status, 404)
    assert.equal(other.json.errorCode, 'raffle.not.found')
  })
})

describe('player protection', () => {
  it('refuses every claim and raffle entry while a time-out runs, and nothing moves', async () => {
    const member = await freshMember()
    const now = clock.now()
    offerReward(platform.db, {
      memberId: member.id,
      merchantCode: 'SOL1',
      source: 'rebate',
      ref: 'guard-test',
      amountMinor: 150,
      now,
    })
    const rewardId = /** @type {number} */ (
      platform.db
        .prepare("SELECT id FROM rewards WHERE member_id = ? AND ref = 'guard-test'")
        .pluck()
        .get(member.id)
    )
    const raffle = /** @type {number} */ (
      platform.db.prepare('SELECT promotion_id FROM raffles LIMIT 1').pluck().get()
    )
    const money = balanceOf(platform, member.id)
    startBlock(platform.db, { memberId: member.id, kind: 'timeout', duration: '24h', now, language: 'EN' })
    const who = { memberId: member.id, merchantCode: 'SOL1', now, language: 'EN' }
    const attempts = [
      () => claimReward(platform.db, { ...who, rewardId }),
      () => claimAllRewards(platform.db, who),
      () => joinRaffle(platform.db, { ...who, promotionId: raffle }),
      () => claimPromotion(platform.db, { ...who, promotionId: raffle, timeZone: 'America/Sao_Paulo' }),
    ]
    for (const attempt of attempts) assert.throws(attempt, { errorCode: 'rg.blocked' })
    assert.equal(balanceOf(platform, member.id), money)
    assert.equal(
      platform.db.prepare('SELECT claimed_at FROM rewards WHERE id = ?').pluck().get(rewardId),
      null,
    )
    assert.equal(
      platform.db.prepare('SELECT COUNT(*) FROM raffle_entries WHERE member_id = ?').pluck().get(member.id),
      0,
    )
  })
})
