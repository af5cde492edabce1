// @ts-check
// Wallet: the balance and the agent contract flags. Amounts leave the platform in major units.
import { heldKinds } from '../lib/agent-pay/contracts.mjs'
import { ok } from '../lib/http.mjs'
import { balanceOf, toMajorUnits } from '../lib/ledger.mjs'
import { subWalletBalances } from '../lib/funds/wallets.mjs'
import { TRIAL_TYPE } from '../lib/members.mjs'

/** Wallet account types of the launch call: 1 real money, 0 free (trial) money. */
const REAL_ACCOUNT = 1
const FREE_ACCOUNT = 0

/**
 * @param {import('../app.mjs').PlatformRouter} router
 * @param {import('../app.mjs').Platform} platform
 */
export default function registerWalletRoutes(router, platform) {
  // GET /wps/v2/wallets/balance?typeId=0 - the signed-in member's balance: the main wallet, then each vendor wallet
  router.get(
    '/wps/v2/wallets/balance',
    (ctx) => {
      const { currency } = ctx.merchant
      const main = balanceOf(ctx.platform.db, ctx.member.id)
      // Vendor wallets (docs/platform.md, "Money pages") count toward the total once they held money.
      const vendors = [...subWalletBalances(ctx.platform.db, ctx.member.id)]
      const total = vendors.reduce((sum, [, minor]) => sum + minor, main)
      return ok({
        sumBalance: toMajorUnits(total, currency.minorDigits),
        balance: [
          {
            accountTypeId: ctx.member.type === TRIAL_TYPE ? FREE_ACCOUNT : REAL_ACCOUNT,
            availBalance: toMajorUnits(main, currency.minorDigits),
          },
          ...vendors.map(([vendor, minor]) => ({
            accountTypeId: vendor,
            availBalance: toMajorUnits(minor, currency.minorDigits),
          })),
        ],
        currency: currency.code,
        currencySymbol: currency.symbol,
      })
    },
    { auth: 'required' },
  )

  // GET /wps/member/info/funds/consolidated - which salary and dividend contracts the member has: 1 for
  // each kind with a signed contract, the very contract its contract call then shows
  router.get(
    '/wps/member/info/funds/consolidated',
    (ctx) => {
      const held = heldKinds(platform.db, ctx.member.id)
      const flag = (/** @type {import('../lib/agent-pay/settlement.mjs').ContractKind} */ kind) =>
        held.has(kind) ? 1 : 0
      return ok({
        dailysalreqtype: flag('daily'),
        divtypereq: flag('dividend'),
        contracthoursalreq: flag('hourly'),
        realtimesalreqtype: flag('realtime'),
      })
    },
    { auth: 'required' },
  )
}
