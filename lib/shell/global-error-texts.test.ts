import { readFileSync } from 'node:fs'
import path from 'node:path'
import { locales } from '@/i18n/locales'
import { GLOBAL_ERROR_TEXTS, localeOfPath } from './global-error-texts'

const messages = (locale: string) =>
  JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'messages', `${locale}.json`), 'utf8'))

describe('global error texts', () => {
  it.each(locales)('match the message catalogue in %s', (locale) => {
    const m = messages(locale)
    expect(GLOBAL_ERROR_TEXTS[locale]).toEqual({
      title: m.Errors.pageTitle,
      text: m.Errors.upstreamDown,
      retry: m.Common.retry,
      home: m.Errors.backHome,
    })
  })

  it('take the language from the address prefix, else the default', () => {
    expect(localeOfPath('/en/member/withdraw')).toBe('en')
    expect(localeOfPath('/th')).toBe('th')
    expect(localeOfPath('/member/withdraw')).toBe('pt')
    expect(localeOfPath('/english/page')).toBe('pt')
    expect(localeOfPath(null)).toBe('pt')
  })
})
