import { plural } from './plural'

describe('plural', () => {
  const members = '{count, plural, =0 {No members} one {# member} other {# members}}'

  it('picks the branch by exact value, then by the locale’s rules', () => {
    expect(plural(members, { count: 0 }, 'en')).toBe('No members')
    expect(plural(members, { count: 1 }, 'en')).toBe('1 member')
    expect(plural(members, { count: 1200 }, 'en')).toBe('1,200 members')
    expect(plural(members, { count: 1200 }, 'pt-BR')).toBe('1.200 members')
  })

  it('fills placeholders inside a branch', () => {
    const sent = '{count, plural, one {Sent {total} to # downline.} other {Sent {total} to # downlines.}}'
    expect(plural(sent, { count: 2, total: '$5.00' }, 'en')).toBe('Sent $5.00 to 2 downlines.')
  })

  it('fills texts without a plural as plain placeholders', () => {
    expect(plural('{count} of {total}', { count: 2, total: 5 }, 'en')).toBe('2 of 5')
  })
})
