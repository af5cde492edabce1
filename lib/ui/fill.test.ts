import { fill } from './fill'

describe('fill', () => {
  it('puts values into their placeholders and leaves unknown ones as they are', () => {
    expect(fill('Page {page} of {pages}', { page: 2, pages: 7 })).toBe('Page 2 of 7')
    expect(fill('{amount} for {name}', { amount: 'R$ 5,00' })).toBe('R$ 5,00 for {name}')
  })
})
