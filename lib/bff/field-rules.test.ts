import { checkFields, ruleAccepts } from './field-rules'
import { rule } from '@/lib/auth/test-rule'

describe('registration field rules', () => {
  it('checks length and the pattern the platform sends', () => {
    const username = rule({ acceptedPattern: '^[a-zA-Z][a-zA-Z0-9]*$', minLength: 6, maxLength: 12 })
    expect(ruleAccepts(username, 'player7')).toBe(true)
    expect(ruleAccepts(username, '7player')).toBe(false)
    expect(ruleAccepts(username, 'abc')).toBe(false)
    expect(ruleAccepts(rule({ acceptedPattern: '*', maxLength: 3 }), 'abcd')).toBe(false)
  })

  it('names every refused field at once, empty optional ones pass', () => {
    const rules = { username: rule({ minLength: 6 }), email: rule({ required: false, acceptedPattern: '@' }) }
    expect(checkFields({ username: 'abc', email: '' }, rules, ['username', 'email'])).toEqual({
      username: 'pattern',
    })
    expect(checkFields({ email: 'nope' }, rules, ['username', 'email'])).toEqual({
      username: 'required',
      email: 'pattern',
    })
  })
})
