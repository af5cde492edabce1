// The one personal text in a shared signed-in home page: the member's name in the header. The page is
// rendered once per variant with this placeholder in its place, and the proxy puts each member's own name
// in on the way out. Shared by the server, the proxy and the header island, so nothing here may import
// server code.
export const MEMBER_NAME_PLACEHOLDER = 'PortalMemberName7q3Zx9'

// The name the header shows for a member.
export function memberDisplayName(member: { nickname: string; userName: string; account: string }): string {
  return member.nickname || member.userName || member.account
}

// Letters, marks, digits, space and `_ . - @` read the same raw, HTML-escaped (text and attributes) and
// JSON-escaped inside the flight data's script strings, so such a name is put in as it is. Any other
// character would need escaping that differs per place, and the member is served a page of their own
// instead of a guess.
const SPLICEABLE = /^[\p{L}\p{M}\p{N} _.@-]{1,64}$/u

export function isSpliceableName(name: string): boolean {
  return SPLICEABLE.test(name) && name.trim() === name && !name.includes(MEMBER_NAME_PLACEHOLDER)
}

// A member page in the browser: the placeholder is what the flight data may still carry where its
// script chunks cut it apart; the header then takes the name the server put into its own HTML.
export const MEMBER_NAME_ATTRIBUTE = 'data-member-name'
