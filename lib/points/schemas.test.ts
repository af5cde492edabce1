import en from '@/messages/en.json'
import { toPortalError } from '@/lib/bff/errors'
import { UpstreamError } from '@/lib/upstream/errors'
import { ConvertInput, RedeemInput, convertForm } from './schemas'

describe('point mall inputs', () => {
  const requestId = 'a1b2c3d4e5'

  it('takes a reward id, the password and a request id, and nothing malformed', () => {
    expect(RedeemInput.safeParse({ rewardId: '12', password: 'x', requestId }).success).toBe(true)
    expect(RedeemInput.safeParse({ rewardId: '12', password: '', requestId }).success).toBe(false)
    expect(RedeemInput.safeParse({ rewardId: '1; drop', password: 'x', requestId }).success).toBe(false)
    expect(RedeemInput.safeParse({ rewardId: '12', password: 'x', requestId: 'short' }).success).toBe(false)
    expect(ConvertInput.safeParse({ points: '150', password: 'x', requestId }).success).toBe(true)
    expect(ConvertInput.safeParse({ points: '1.5', password: 'x', requestId }).success).toBe(false)
  })

  it('checks conversions from the minimum up to the points held, with the reason the dialog words', () => {
    const form = convertForm(100, 250)
    const reason = (points: string) => {
      const parsed = form.safeParse({ points, password: 'x' })
      return parsed.success ? null : parsed.error.issues[0]?.message
    }
    expect(reason('100')).toBeNull()
    expect(reason('250')).toBeNull()
    expect(reason('99')).toBe('below_min')
    expect(reason('251')).toBe('insufficient')
    expect(reason('ten')).toBe('invalid')
  })
})

describe('point mall refusals', () => {
  it.each([
    ['point.balance.insufficient', 'request_rejected', { _: 'points_short' }],
    ['point.reward.out.of.stock', 'request_rejected', { _: 'out_of_stock' }],
    ['point.reward.limit', 'request_rejected', { _: 'limit_reached' }],
    ['point.reward.not.found', 'not_found', { _: 'unknown_reward' }],
    ['point.request.duplicate', 'request_rejected', { _: 'duplicate' }],
    ['point.password.invalid', 'invalid_input', { password: 'wrong' }],
    ['point.convert.amount', 'invalid_input', { points: 'below_min' }],
  ])('turns %s into %s with a reason the mall translates', (upstream, code, fields) => {
    expect(toPortalError(new UpstreamError(upstream, 400))).toMatchObject({ code, details: { fields } })
    const [field, reason] = Object.entries(fields)[0] as [string, string]
    const texts: Record<string, string> = field === '_' ? en.Points.refusals : en.Points.errors
    expect(texts[reason]).toBeTruthy()
  })
})
