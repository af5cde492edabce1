import { resetEnvForTests } from '@/lib/env'
import { newSession } from '@/lib/session/cookie'
import type { SessionMember } from '@/lib/types'
import {
  memberVariantOf,
  sealVariant,
  unsealVariant,
  variantKey,
  variantMember,
  withMemberName,
} from './member'
import { isSpliceableName, MEMBER_NAME_PLACEHOLDER, memberDisplayName } from './member-name'

const base: SessionMember = { id: '7', account: 'acc7', userName: 'acc7', nickname: '', type: 0, labels: [] }
const sessionOf = (member: Partial<SessionMember>, mustChangePassword = false) =>
  newSession('solara', 'token', { ...base, ...member }, Date.now(), mustChangePassword)

// How a name appears in the page: as HTML text or attribute value, and as a string in the flight data,
// which is JSON inside a JS string inside a script tag.
const asHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')
const asFlight = (text: string) =>
  JSON.stringify(JSON.stringify(text))
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')

describe('the signed-in home page shared per variant', () => {
  beforeAll(() => {
    process.env.SESSION_SECRETS = `1:${'v'.repeat(40)}`
    resetEnvForTests()
  })
  afterAll(() => {
    delete process.env.SESSION_SECRETS
    resetEnvForTests()
  })

  it('keys the page on the account type and club rank, and on nothing personal', () => {
    const a = memberVariantOf(sessionOf({ id: '1', account: 'ana', nickname: 'Ana', rankLevel: 2 }))
    const b = memberVariantOf(sessionOf({ id: '2', account: 'bo', nickname: 'Bo', rankLevel: 2 }))
    expect(a?.name).toBe('Ana')
    expect(b?.name).toBe('Bo')
    expect(variantKey(a!.variant)).toBe(variantKey(b!.variant))
    const keys = [
      { type: 0, rankLevel: 0 },
      { type: 0, rankLevel: 5 },
      { type: 4, rankLevel: 0 },
      { type: 1, rankLevel: 0 },
    ].map(variantKey)
    expect(new Set(keys).size).toBe(4)
    for (const key of keys) expect(key).not.toMatch(/ana|bo|acc7/i)
  })

  it('shows the nickname, else the user name, else the account', () => {
    expect(memberDisplayName({ nickname: 'Nick', userName: 'user', account: 'acc' })).toBe('Nick')
    expect(memberDisplayName({ nickname: '', userName: 'user', account: 'acc' })).toBe('user')
    expect(memberDisplayName({ nickname: '', userName: '', account: 'acc' })).toBe('acc')
    expect(memberVariantOf(sessionOf({ nickname: '', userName: 'bench01' }))?.name).toBe('bench01')
  })

  it('renders a variant with the placeholder for the name and nothing else of anyone', () => {
    const view = variantMember({ type: 4, rankLevel: 3 })
    expect(view).toMatchObject({
      id: '',
      account: '',
      userName: '',
      nickname: MEMBER_NAME_PLACEHOLDER,
      isTrial: true,
      isAgent: false,
      rankLevel: 3,
      labels: [],
      mustChangePassword: false,
    })
    expect(variantMember({ type: 1, rankLevel: 0 }).isAgent).toBe(true)
  })

  it('puts in only names that read the same in HTML and in the flight data', () => {
    for (const name of ['Ana', 'player_01', 'a.b-c@d', 'Nguyễn Văn An', 'สมชาย', '张伟', 'José María']) {
      expect(isSpliceableName(name)).toBe(true)
      expect(asHtml(name)).toBe(name)
      expect(asFlight(name)).toBe(`"\\"${name}\\""`)
    }
    const unsafe = [
      '<img src=x onerror=alert(1)>',
      'a"b',
      "o'neil",
      'a\\b',
      'a&b',
      'x\u2028y',
      'tab\there',
      '</script>',
      ' padded',
      '',
      'x'.repeat(65),
      `${MEMBER_NAME_PLACEHOLDER}x`,
    ]
    for (const name of unsafe) expect(isSpliceableName(name)).toBe(false)
  })

  it('gives a member with a pending password change or an unusual name a page of their own', () => {
    expect(memberVariantOf(sessionOf({ nickname: 'Ana' }, true))).toBeNull()
    expect(memberVariantOf(sessionOf({ nickname: '<b>Ana</b>' }))).toBeNull()
    expect(memberVariantOf(sessionOf({ nickname: 'Ana "the" best' }))).toBeNull()
  })

  it('puts the member’s name wherever the placeholder stood', () => {
    const page = `<span data-member-name>${MEMBER_NAME_PLACEHOLDER}</span><script>self.__next_f.push([1,"{\\"nickname\\":\\"${MEMBER_NAME_PLACEHOLDER}\\"}"])</script>`
    const served = withMemberName(page, 'Nguyễn')
    expect(served).not.toContain(MEMBER_NAME_PLACEHOLDER)
    expect(served.split('Nguyễn')).toHaveLength(3)
  })

  it('seals the variant for its render, for one tenant only', async () => {
    const sealed = await sealVariant({ type: 4, rankLevel: 2 }, 'solara')
    expect(sealed).not.toContain('solara')
    expect(await unsealVariant(sealed, 'solara')).toEqual({ type: 4, rankLevel: 2 })
    expect(await unsealVariant(sealed, 'verdant')).toBeNull()
    expect(await unsealVariant(`${sealed.slice(0, -2)}xx`, 'solara')).toBeNull()
    expect(await unsealVariant('{"type":4,"rankLevel":2,"tenant":"solara"}', 'solara')).toBeNull()
  })
})
