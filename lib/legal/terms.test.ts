import { AcceptTermsInput, TermsStatusSchema, gateState } from './terms'

describe('terms accepted by version', () => {
  it('asks only when the platform requires it and the tenant shows a version to accept', () => {
    const behind = { accepted: 2, current: 3, required: true }
    expect(gateState(behind, 3)).toEqual({ required: true, version: 3 })
    expect(gateState({ accepted: 3, current: 3, required: false }, 3)).toEqual({
      required: false,
      version: 3,
    })
    // A tenant that publishes no terms page has nothing to link: no dialog that could not be answered.
    expect(gateState(behind, null)).toEqual({ required: false, version: null })
  })

  it('reads the platform’s answer strictly, and takes only a positive whole version to accept', () => {
    expect(TermsStatusSchema.parse({ accepted: null, current: null, required: false })).toEqual({
      accepted: null,
      current: null,
      required: false,
    })
    expect(TermsStatusSchema.safeParse({ accepted: 1, current: 0, required: true }).success).toBe(false)
    expect(TermsStatusSchema.safeParse({ accepted: '3', current: 3, required: false }).success).toBe(false)
    expect(AcceptTermsInput.safeParse({ version: 3 }).success).toBe(true)
    for (const version of [0, -1, 2.5, '3', null]) {
      expect(AcceptTermsInput.safeParse({ version }).success).toBe(false)
    }
  })
})
