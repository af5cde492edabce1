import { formatBalance } from './format-balance'

const BRL = { code: 'BRL', symbol: 'R$', minorDigits: 2 }

describe('balance text', () => {
  it('shows two decimals and thousands commas after the currency symbol', () => {
    expect(formatBalance({ totalMinor: 150_000, currency: BRL })).toBe('R$ 1,500.00')
    expect(formatBalance({ totalMinor: 123_456_789, currency: BRL })).toBe('R$ 1,234,567.89')
    expect(formatBalance({ totalMinor: 5, currency: BRL })).toBe('R$ 0.05')
    expect(formatBalance({ totalMinor: 0, currency: BRL })).toBe('R$ 0.00')
  })

  it('reads minor units with the currency own number of digits', () => {
    expect(formatBalance({ totalMinor: 1234, currency: { code: 'VND', symbol: '₫', minorDigits: 0 } })).toBe(
      '₫ 1,234.00',
    )
    expect(
      formatBalance({ totalMinor: 12_345, currency: { code: 'KWD', symbol: 'KD', minorDigits: 3 } }),
    ).toBe('KD 12.35')
  })

  it('falls back to $ when the platform sends no symbol', () => {
    expect(formatBalance({ totalMinor: 100, currency: { code: 'USD', symbol: '', minorDigits: 2 } })).toBe(
      '$ 1.00',
    )
  })
})
