import { UpstreamError, inArea } from '@/lib/upstream/errors'
import { toPortalError } from './errors'

describe('upstream refusals in the Portal’s terms', () => {
  it('keeps how long a refusal lasts through to the BFF error', () => {
    const limited = new UpstreamError('TOO_MANY_REQUESTS', 429, undefined, { retryAfterSeconds: 43 })
    expect(toPortalError(limited)).toMatchObject({ code: 'rate_limited', details: { retryAfterSeconds: 43 } })
    const capped = new UpstreamError('http.429', 429, undefined, { retryAfterSeconds: 3600 })
    expect(toPortalError(capped)).toMatchObject({
      code: 'rate_limited',
      details: { retryAfterSeconds: 3600 },
    })
  })

  it("turns the platform's refusal of a birthday into the registration form's field error", () => {
    for (const [upstream, reason] of [
      ['member.age.under', 'underAge'],
      ['member.birthday.future', 'birthdayFuture'],
      ['member.birthday.invalid', 'birthdayInvalid'],
    ] as const) {
      expect(toPortalError(new UpstreamError(upstream, 400))).toMatchObject({
        code: 'invalid_input',
        details: { fields: { birthday: reason } },
      })
    }
  })

  it('turns a cashier refusal into the field error its form translates', () => {
    const low = inArea(new UpstreamError('cashier.amount.below.min', 400), 'cashier')
    expect(toPortalError(low)).toMatchObject({
      code: 'invalid_input',
      details: { fields: { amount: 'below_min' } },
    })
    const locked = inArea(
      new UpstreamError('cashier.payment.password.locked', 400, undefined, { retryAfterSeconds: 60 }),
      'cashier',
    )
    expect(toPortalError(locked)).toMatchObject({
      code: 'rate_limited',
      details: { fields: { paymentPassword: 'locked' }, retryAfterSeconds: 60 },
    })
  })

  it('reads a code by the area that refused it', () => {
    const mismatch = new UpstreamError('password.confirm.mismatch', 400)
    expect(toPortalError(mismatch)).toMatchObject({ code: 'password_mismatch' })
    expect(toPortalError(inArea(mismatch, 'cashier'))).toMatchObject({
      code: 'invalid_input',
      details: { fields: { confirmPaymentPassword: 'mismatch' } },
    })
  })

  it('passes an unknown cashier code through the usual mapping', () => {
    const down = inArea(new UpstreamError('system.error', 500), 'cashier')
    expect(toPortalError(down)).toMatchObject({ code: 'upstream_unavailable' })
  })

  it('names a block: a transfer into a game wallet during one, a registration with an excluded player’s details', () => {
    const transfer = inArea(new UpstreamError('rg.blocked', 403), 'cashier')
    expect(toPortalError(transfer)).toMatchObject({ code: 'player_blocked', status: 403 })
    const registration = new UpstreamError('rg.register.blocked', 403)
    expect(toPortalError(registration)).toMatchObject({ code: 'registration_blocked', status: 403 })
  })
})
