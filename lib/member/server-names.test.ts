import { readFileSync } from 'node:fs'
import path from 'node:path'
import { locales } from '@/i18n/locales'
import {
  CLUB_CODES,
  MAIN_WALLET_ID,
  MEMBER_LABEL_CODES,
  TRIAL_WALLET_ID,
  clubText,
  labelText,
  walletName,
  walletNames,
  type ServerNameKey,
} from './server-names'

const root = path.join(__dirname, '..', '..')
const namesIn = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(root, 'messages', `${locale}.json`), 'utf8')).ServerNames

// Every label and club name the reference platform can send, read from its source.
const platformCodes = [
  ...readFileSync(path.join(root, 'platform', 'lib', 'members.mjs'), 'utf8').matchAll(
    /labelName: '([^']+)'/g,
  ),
].map((match) => match[1]!)

const vendorNames = { LUMA: 'Luma Slots', VELV: 'Velvet Live' }

describe('server names', () => {
  it('know every label and club code the platform sends', () => {
    expect(platformCodes.length).toBeGreaterThan(5)
    expect([...MEMBER_LABEL_CODES, ...CLUB_CODES].sort()).toEqual([...new Set(platformCodes)].sort())
  })

  it.each(locales)('show every label and club by its own %s text, and leave unknown codes out', (locale) => {
    const names = namesIn(locale)
    const text = (key: ServerNameKey) => names[key] ?? `missing ${key}`
    for (const code of MEMBER_LABEL_CODES) {
      expect(labelText(code, text)).toBe(names[`label_${code}`])
      expect(names[`label_${code}`]?.trim()).toBeTruthy()
    }
    for (const code of CLUB_CODES) {
      expect(clubText(code, text)).toBe(names[`club_${code}`])
      expect(names[`club_${code}`]?.trim()).toBeTruthy()
    }
    expect(labelText('Gold', text)).toBeNull()
    expect(labelText('VIP-7', text)).toBeNull()
    expect(clubText('New', text)).toBeNull()
  })

  it.each(locales)('name every %s wallet by its text, never by its id', (locale) => {
    const names = namesIn(locale)
    for (const key of ['wallet_main', 'wallet_trial', 'wallet_vendor', 'wallet_other']) {
      expect(names[key]?.trim()).toBeTruthy()
    }
    expect(names.wallet_vendor).toContain('{name}')
    const byId = walletNames(
      {
        main: names.wallet_main!,
        trial: names.wallet_trial!,
        vendor: (name) => names.wallet_vendor!.replace('{name}', name),
        other: names.wallet_other!,
      },
      vendorNames,
    )
    const shown = ['1', '0', 'LUMA', 'VELV', 'XYZ9', '7', 'hasOwnProperty'].map((id) =>
      walletName(id, byId, names.wallet_other!),
    )
    expect(shown).toEqual([
      names.wallet_main,
      names.wallet_trial,
      names.wallet_vendor!.replace('{name}', 'Luma Slots'),
      names.wallet_vendor!.replace('{name}', 'Velvet Live'),
      names.wallet_other,
      names.wallet_other,
      names.wallet_other,
    ])
    for (const text of shown) expect(text).not.toMatch(/\{|\b(LUMA|VELV|XYZ9|[0-9])\b/)
  })

  it('keep the main and trial wallets when a vendor code collides with their ids', () => {
    const texts = { main: 'Main', trial: 'Trial', vendor: (name: string) => `${name} wallet`, other: 'Other' }
    const byId = walletNames(texts, { [MAIN_WALLET_ID]: 'One', [TRIAL_WALLET_ID]: 'Zero' })
    expect(walletName(MAIN_WALLET_ID, byId, 'Other')).toBe('Main')
    expect(walletName(TRIAL_WALLET_ID, byId, 'Other')).toBe('Trial')
  })
})
