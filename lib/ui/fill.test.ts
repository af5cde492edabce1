import { fill } from './fill'

describe('fill', () => {
  it('puts values into their placeholders and leaves unknown ones as they are', () => {
    expect(fill('Page {page} of {pages}', { page: 2, pages: 7 })).toBe('Page 2 of 7')
    expect(fill('{amount} for {name}', { amount: 'R$ 5,00' })).toBe('R$ 5,00 for {name}')
  })

  it('words a count with the locale’s plural form', () => {
    const members = '{count, plural, one {# membro} other {# membros}}'
    expect(fill(members, { count: 1 }, 'pt-BR')).toBe('1 membro')
    expect(fill(members, { count: 0 }, 'pt-BR')).toBe('0 membro')
    expect(fill(members, { count: 12 }, 'pt-BR')).toBe('12 membros')
    expect(fill('{count, plural, one {# member} other {# members}}', { count: 0 }, 'en-GB')).toBe('0 members')
  })

  it('prefers an exact case and fills other placeholders around and inside the plural', () => {
    const text = 'Pay within {minutes, plural, =1 {one minute} other {# minutes}} to {brand}.'
    expect(fill(text, { minutes: 1, brand: 'Solara' })).toBe('Pay within one minute to Solara.')
    expect(fill(text, { minutes: 15, brand: 'Solara' })).toBe('Pay within 15 minutes to Solara.')
    expect(fill('{n, plural, other {# of {max}}}', { n: 3, max: 5 })).toBe('3 of 5')
  })

  it('leaves a plural without its value as it is', () => {
    expect(fill('{count, plural, one {# x} other {# xs}}', {})).toBe(
      '{count, plural, one {# x} other {# xs}}',
    )
  })
})
