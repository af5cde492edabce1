import { localeTags, type Locale } from '@/i18n/locales'
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

  it('reads minor units with the currency’s own number of digits', () => {
    expect(formatMinor(1234, { code: 'VND', symbol: '₫', minorDigits: 0 }, 'en')).toBe('₫ 1,234')
    expect(formatMinor(12_345, { code: 'KWD', symbol: 'KD', minorDigits: 3 }, 'en')).toBe('KD 12.345')
  })

  it('falls back to $ when the platform sends no symbol', () => {
    expect(formatMinor(100, { code: 'USD', symbol: '', minorDigits: 2 }, 'en')).toBe('$ 1.00')
  })
})

// Every page language, as the header, the member centre and the game page print it.
const BY_LOCALE: Record<
  Locale,
  { balance: string; large: string; small: string; gain: string; loss: string }
> = {
  pt: {
    balance: 'R$ 1.550,94',
    large: 'R$ 1.234.567,89',
    small: 'R$ 0,05',
    gain: '+R$ 50,00',
    loss: '−R$ 1.234.567,89',
  },
  en: {
    balance: 'R$ 1,550.94',
    large: 'R$ 1,234,567.89',
    small: 'R$ 0.05',
    gain: '+R$ 50.00',
    loss: '−R$ 1,234,567.89',
  },
  zh: {
    balance: 'R$ 1,550.94',
    large: 'R$ 1,234,567.89',
    small: 'R$ 0.05',
    gain: '+R$ 50.00',
    loss: '−R$ 1,234,567.89',
  },
  id: {
    balance: 'R$ 1.550,94',
    large: 'R$ 1.234.567,89',
    small: 'R$ 0,05',
    gain: '+R$ 50,00',
    loss: '−R$ 1.234.567,89',
  },
  th: {
    balance: 'R$ 1,550.94',
    large: 'R$ 1,234,567.89',
    small: 'R$ 0.05',
    gain: '+R$ 50.00',
    loss: '−R$ 1,234,567.89',
  },
  vi: {
    balance: 'R$ 1.550,94',
    large: 'R$ 1.234.567,89',
    small: 'R$ 0,05',
    gain: '+R$ 50,00',
    loss: '−R$ 1.234.567,89',
  },
}

describe.each(Object.entries(BY_LOCALE) as Array<[Locale, (typeof BY_LOCALE)[Locale]]>)(
  'money in %s',
  (locale, expected) => {
    const tag = localeTags[locale]

    it('prints a balance, a large amount and a cent the locale’s way', () => {
      expect(formatMinor(155_094, brl, tag)).toBe(expected.balance)
      expect(formatMinor(123_456_789, brl, tag)).toBe(expected.large)
      expect(formatMinor(5, brl, tag)).toBe(expected.small)
    })

    it('signs gains and losses as the centres show them', () => {
      expect(formatSignedMinor(5_000, brl, tag)).toBe(expected.gain)
      expect(formatSignedMinor(-123_456_789, brl, tag)).toBe(expected.loss)
      expect(formatSignedMinor(0, brl, tag)).toBe(formatMinor(0, brl, tag))
    })
  },
)
