// Names the platform sends as codes (member labels, club levels, wallet ids) are shown by a text of the
// page's language, looked up by code: a code the Portal has no text for is left out (or, for a wallet,
// named as another wallet), so no raw id reaches a page.

// The member labels and club levels the platform sends (platform/lib/members.mjs).
export const MEMBER_LABEL_CODES = ['Agent', 'Trial', 'New'] as const
export const CLUB_CODES = ['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond', 'Black'] as const

// The balance's wallet ids that are not a vendor: the real-money and the trial-money main wallet.
export const MAIN_WALLET_ID = '1'
export const TRIAL_WALLET_ID = '0'

type LabelCode = (typeof MEMBER_LABEL_CODES)[number]
type ClubCode = (typeof CLUB_CODES)[number]
// The message keys of the ServerNames texts (messages/*.json) these codes are shown by.
export type ServerNameKey = `label_${LabelCode}` | `club_${ClubCode}`
type Lookup = (key: ServerNameKey) => string

const isOneOf = <T extends string>(codes: readonly T[], code: string): code is T =>
  (codes as readonly string[]).includes(code)

// The text of a member label or a club level, or null for a code without one.
export function labelText(code: string, text: Lookup): string | null {
  return isOneOf(MEMBER_LABEL_CODES, code) ? text(`label_${code}`) : null
}

export function clubText(code: string, text: Lookup): string | null {
  return isOneOf(CLUB_CODES, code) ? text(`club_${code}`) : null
}

export type WalletTexts = { main: string; trial: string; vendor: (name: string) => string; other: string }

// The name of each wallet id a balance may hold: the main wallet, the trial wallet, and each vendor's
// wallet by the vendor's name (built on the server, where the texts and the catalogue are).
export function walletNames(
  texts: WalletTexts,
  vendorNames: Readonly<Record<string, string>>,
): Record<string, string> {
  const names: Record<string, string> = {}
  for (const [code, name] of Object.entries(vendorNames)) names[code] = texts.vendor(name)
  names[MAIN_WALLET_ID] = texts.main
  names[TRIAL_WALLET_ID] = texts.trial
  return names
}

// One wallet's name; a wallet of a vendor the catalogue does not name is "another wallet".
export function walletName(accountTypeId: string, names: Readonly<Record<string, string>>, other: string) {
  return Object.hasOwn(names, accountTypeId) ? names[accountTypeId]! : other
}
