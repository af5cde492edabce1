// @ts-check
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

import { post } from '../lib/ledger.mjs'
import { freshMembers } from './client.mjs'
import {
  assertLedgerBalances,
  balanceOf,
  claimPromotionAs,
  dbValue,
  manualClock,
  paidDeposit,
  playDice,
  sharedPlatform,
  verifiedIdentity,
  withdrawFresh,
} from './helpers.mjs'

const clock = manualClock()
const platform = sharedPlatform({ now: clock.now })
const freshMember = freshMembers(platform, 'promo')

/** A paid deposit, as the payment provider's confirmation makes it. @param {number} memberId @param {number} amountMinor */
function deposit(memberId, amountMinor) {
  return paidDeposit(platform, { memberId, amountMinor, now: clock.now() })
}

function welcomeId() {
  return /** @type {number} */ (
    platform.db
      .prepare(
        "SELECT promotion_id FROM promotion_offers o JOIN promotions p ON p.id = o.promotion_id WHERE p.merchant_code = 'SOL1' AND o.rule = 'first_deposit_match'",
      )
      .pluck()
      .get()
  )
}

/** @param {string} token @param {unknown} promotionId */
function claim(token, promotionId, language = 'EN') {
  return claimPromotionAs(platform, token, promotionId, language)
}

/** @param {string} token @param {number} amount */
const withdraw = (token, amount) => withdrawFresh(platform, token, amount)

describe('claimable promotions', () => {
  it('refuses a member without a deposit, then credits the match once through the ledger', async () => {
    const { id, token } = await freshMember()
    const promotionId = welcomeId()
    const before = await platform.call(`/wps/relay/MCS2_getPromotionClaim?promotionId=${promotionId}`, {
      token,
    })
    assert.equal(before.status, 200, before.text)
    assert.equal(before.json.value.eligible, false)
    assert.equal(before.json.value.reason, 'no_deposit')
    const refused = await claim(token, promotionId, 'PT')
    assert.equal(refused.status, 400)
    assert.equal(refused.json.errorCode, 'promotion.not.eligible')
    assert.equal(refused.json.message, 'Você não é elegível para esta promoção.')

    deposit(id, 5_000)
    const balanceBefore = balanceOf(platform, id)
    const claimed = await claim(token, promotionId)
    assert.equal(claimed.status, 200, claimed.text)
    assert.equal(claimed.json.value.bonusMinor, 5_000)
    assert.equal(claimed.json.value.turnoverMinor, 100_000)
    assert.equal(balanceOf(platform, id), balanceBefore + 5_000)
    assertLedgerBalances(platform, id)

    const again = await claim(token, promotionId)
    assert.equal(again.status, 409)
    assert.equal(again.json.errorCode, 'promotion.claimed')
    assert.equal(balanceOf(platform, id), balanceBefore + 5_000)

    const details = await platform.call('/wps/relay/MCSFE_getBonusDetails', { token })
    const bonus = details.json.value.list[0]
    assert.deepEqual(
      { source: bonus.source, amountMinor: bonus.amountMinor, turnoverMinor: bonus.turnoverMinor },
      { source: 'promotion', amountMinor: 5_000, turnoverMinor: 100_000 },
    )
    assert.equal(bonus.progressMinor, 0)
    assert.equal(bonus.status, 'in_progress')
  })

  it('credits exactly once under 10 concurrent claims', async () => {
    const { id, token } = await freshMember()
    deposit(id, 2_000)
    const results = await Promise.all(Array.from({ length: 10 }, () => claim(token, welcomeId())))
    assert.equal(results.filter((r) => r.status === 200).length, 1)
    assert.equal(results.filter((r) => r.status === 409).length, 9)
    const credits = dbValue(
      platform,
      "SELECT COUNT(*) FROM ledger WHERE member_id = ? AND kind = 'promotion_bonus'",
      id,
    )
    assert.equal(credits, 1)
    assertLedgerBalances(platform, id)
  })

  it('answers 404 for an unknown promotion or another merchant’s, and nothing to claim for a plain one', async () => {
    const { token } = await freshMember()
    assert.equal((await claim(token, 999_999)).status, 404)
    const other = dbValue(platform, "SELECT id FROM promotions WHERE merchant_code = 'VRD2' LIMIT 1")
    const foreign = await claim(token, other)
    assert.equal(foreign.status, 404)
    assert.equal(foreign.json.errorCode, 'promotion.not.found')
    assert.equal((await claim(token, 'x')).status, 400)
    const plain = platform.db
      .prepare(
        "SELECT p.id FROM promotions p LEFT JOIN promotion_offers o ON o.promotion_id = p.id WHERE p.merchant_code = 'SOL1' AND o.promotion_id IS NULL LIMIT 1",
      )
      .pluck()
      .get()
    const state = await platform.call(`/wps/relay/MCS2_getPromotionClaim?promotionId=${plain}`, { token })
    assert.equal(state.json.value.claimable, false)
    assert.equal((await claim(token, plain)).json.errorCode, 'promotion.not.claimable')
  })
})

describe('bonus turnover', () => {
  it('holds bonus money back from withdrawal until valid bets meet the turnover', async () => {
    const { id, token } = await freshMember()
    verifiedIdentity(platform, id, clock.now())
    deposit(id, 1_000)
    assert.equal((await claim(token, welcomeId())).status, 200)
    // 10.00 sign-up + 10.00 deposit + 10.00 bonus; the bonus asks for 200.00 of valid bets.
    const info = await platform.call('/wps/relay/PAY_withdrawInfo', { token })
    assert.equal(info.json.value.withdrawable, 20)
    assert.equal(info.json.value.bonusLocked, 10)
    assert.equal(info.json.value.turnoverLeft, 200)

    const refused = await withdraw(token, 25)
    assert.equal(refused.status, 400, refused.text)
    assert.equal(refused.json.errorCode, 'cashier.turnover.unmet')
    assert.equal(refused.json.value.turnoverLeftMinor, 20_000)
    assert.equal(balanceOf(platform, id), 3_000)
    // More than the whole balance is still the balance's refusal.
    assert.equal((await withdraw(token, 31)).json.errorCode, 'cashier.balance.insufficient')
    assert.equal((await withdraw(token, 20)).status, 200)

    post(platform.db, { memberId: id, amountMinor: 50_000, kind: 'adjustment', at: clock.now() })
    await playDice(platform, token, 9, 2_000)
    const partly = await platform.call('/wps/relay/PAY_withdrawInfo', { token })
    assert.equal(partly.json.value.turnoverLeft, 20)
    assert.equal(partly.json.value.bonusLocked, 10)
    await playDice(platform, token, 1, 2_000)
    const met = await platform.call('/wps/relay/PAY_withdrawInfo', { token })
    assert.equal(met.json.value.bonusLocked, 0)
    assert.equal(met.json.value.turnoverLeft, 0)
    assert.equal(Math.round(met.json.value.withdrawable * 100), balanceOf(platform, id))
    const details = await platform.call('/wps/relay/MCSFE_getBonusDetails', { token })
    const bonus = details.json.value.list.find(
      (/** @type {{ source: string }} */ b) => b.source === 'promotion',
    )
    assert.equal(bonus.status, 'completed')
    assertLedgerBalances(platform, id)
  })
})

describe('invite friends', () => {
  it('links a friend who registers with the code and rewards both on a first deposit that reaches the minimum', async () => {
    const inviter = await freshMember()
    const first = await platform.call('/wps/relay/MCS2_getReferralInfo', { token: inviter.token })
    assert.equal(first.status, 200, first.text)
    const { referralCode, rules } = first.json.value
    assert.match(referralCode, /^[A-Z0-9]{8}$/)
    assert.deepEqual(rules, {
      promotionId: rules.promotionId,
      minDepositMinor: 5_000,
      rewardMinor: 2_000,
      friendRewardMinor: 1_000,
      turnoverMultiplier: 3,
    })
    assert.equal(first.json.value.totalCount, 0)
    // The code is the member's own: asking again gives the same one.
    const again = await platform.call('/wps/relay/MCS2_getReferralInfo', { token: inviter.token })
    assert.equal(again.json.value.referralCode, referralCode)

    const friend = await freshMember({ referralCode: referralCode.toLowerCase() })
    const small = await freshMember({ referralCode })
    const stranger = await freshMember({ referralCode: 'NOSUCHCODE' })
    assert.equal(
      platform.db.prepare('SELECT referrer_id FROM members WHERE id = ?').pluck().get(stranger.id),
      null,
    )
    const listed = await platform.call('/wps/relay/MCS2_getReferralInfo', { token: inviter.token })
    assert.equal(listed.json.value.totalCount, 2)
    assert.deepEqual(
      listed.json.value.list.map((/** @type {{ name: string, deposited: boolean }} */ f) => [
        f.name,
        f.deposited,
      ]),
      [
        [`${small.username.slice(0, 2)}***${small.username.slice(-1)}`, false],
        [`${friend.username.slice(0, 2)}***${friend.username.slice(-1)}`, false],
      ],
    )

    const inviterBefore = balanceOf(platform, inviter.id)
    const friendBefore = balanceOf(platform, friend.id)
    deposit(small.id, 4_999)
    deposit(friend.id, 5_000)
    deposit(friend.id, 9_000)
    assert.equal(balanceOf(platform, inviter.id), inviterBefore + 2_000)
    assert.equal(balanceOf(platform, friend.id), friendBefore + 5_000 + 9_000 + 1_000)
    for (const id of [inviter.id, friend.id, small.id]) assertLedgerBalances(platform, id)

    const rewarded = await platform.call('/wps/relay/MCS2_getReferralInfo', { token: inviter.token })
    assert.equal(rewarded.json.value.earnedMinor, 2_000)
    assert.equal(rewarded.json.value.rewardedCount, 1)
    assert.deepEqual(
      rewarded.json.value.list.map((/** @type {{ deposited: boolean, rewardMinor: number }} */ f) => [
        f.deposited,
        f.rewardMinor,
      ]),
      [
        [true, 0],
        [true, 2_000],
      ],
    )
    const bonuses = await platform.call('/wps/relay/MCSFE_getBonusDetails', { token: inviter.token })
    assert.deepEqual(
      { source: bonuses.json.value.list[0].source, turnoverMinor: bonuses.json.value.list[0].turnoverMinor },
      { source: 'referral', turnoverMinor: 6_000 },
    )
  })
})
