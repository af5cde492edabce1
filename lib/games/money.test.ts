import { formatMinor, formatSignedMinor } from './money'

const brl = { code: 'BRL', symbol: 'R$', minorDigits: 2 }

describe('formatMinor', () => {
  it('shows minor units as the currency’s decimals with the locale’s separators', () => {
    expect(formatMinor(150_000, brl, 'pt-BR')).toBe('R$ 1.500,00')
    expect(formatMinor(150_000, brl, 'en')).toBe('R$ 1,500.00')
    expect(formatMinor(5, { code: 'JPY', symbol: '¥', minorDigits: 0 }, 'en')).toBe('¥ 5')
  })

  it('signs net results', () => {
    expect(formatSignedMinor(250, brl, 'en')).toBe('+R$ 2.50')
    expect(formatSignedMinor(-250, brl, 'en')).toBe('−R$ 2.50')
    expect(formatSignedMinor(0, brl, 'en')).toBe('R$ 0.00')
  })
})
