import { NextRequest } from 'next/server'
import { resetEnvForTests } from '@/lib/env'
import { newSession } from '@/lib/session/cookie'
import { FRAME_HEADERS } from '@/lib/shell/frame-headers'
import type { SessionMember } from '@/lib/types'
import { renderForCache, type FilledPage } from './fill'
import { clearPageCacheForTests, lookupGuestPage, lookupMemberHome } from './index'
import { unsealVariant } from './member'
import { MEMBER_NAME_PLACEHOLDER } from './member-name'

jest.mock('./fill', () => ({
  ...jest.requireActual('./fill'),
  renderForCache: jest.fn(),
}))

const render = renderForCache as jest.MockedFunction<typeof renderForCache>
const RENDER_NONCE = 'renderNONCE0000000000A=='
const policy = (nonce: string) => `script-src 'nonce-${nonce}'`

// A variant's render: the header with the placeholder, once as HTML and once in the flight data.
function variantPage(marker: string, name = MEMBER_NAME_PLACEHOLDER): FilledPage {
  return {
    status: 200,
    headers: new Headers({
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': policy(RENDER_NONCE),
      'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate',
    }),
    body: `<html><body><h1>${marker}</h1><span data-member-name>${name}</span><script nonce="${RENDER_NONCE}">self.__next_f.push([1,"{\\"nickname\\":\\"${name}\\"}"])</script></body></html>`,
  }
}

const base: SessionMember = { id: '1', account: 'a', userName: 'a', nickname: 'a', type: 0, labels: [] }
const member = (fields: Partial<SessionMember>, mustChangePassword = false) =>
  newSession('solara', `token-${fields.id ?? 'x'}`, { ...base, ...fields }, Date.now(), mustChangePassword)

const ana = member({ id: '11', account: 'ana01', userName: 'ana01', nickname: 'Ana', rankLevel: 1 })
const bo = member({ id: '12', account: 'bo02', userName: 'bo02', nickname: 'Bo Nguyễn', rankLevel: 1 })
const vip = member({ id: '13', account: 'vip03', userName: 'vip03', nickname: 'Vip', rankLevel: 6 })
const trial = member({ id: '14', account: 'trial04', userName: 'trial04', nickname: '', type: 4 })
const agent = member({ id: '15', account: 'agent05', userName: 'agent05', nickname: 'Agent', type: 1 })

function home(path = '/en', headers: Record<string, string> = {}) {
  return new NextRequest(`http://localhost:3000${path}`, {
    headers: {
      host: 'localhost:3000',
      accept: 'text/html',
      cookie: 'portal-session=Fe26.2**sealed; NEXT_LOCALE=en',
      ...headers,
    },
  })
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

// Until the render a fill started has been asked for (the variant is sealed first) and its page kept.
async function settle(calls: number) {
  for (let waited = 0; render.mock.calls.length < calls && waited < 5_000; waited += 10) await sleep(10)
  await sleep(10)
}
let n = 0
const nonce = () => `nonce${String(++n).padStart(19, '0')}=`

async function warm(session = ana, page = variantPage('Home')) {
  render.mockResolvedValueOnce(page)
  const calls = render.mock.calls.length + 1
  const first = lookupMemberHome(home(), nonce(), '', session)
  expect(first.state).toBe('miss')
  if (first.state === 'miss') first.fill()
  await settle(calls)
}

async function served(session: typeof ana, path = '/en') {
  const fresh = nonce()
  const hit = lookupMemberHome(home(path), fresh, policy(fresh), session)
  if (hit.state !== 'hit') throw new Error(`expected a hit, got ${hit.state}`)
  return { html: await hit.response.text(), headers: hit.response.headers, nonce: fresh }
}

describe('signed-in home pages from the proxy', () => {
  beforeAll(() => {
    process.env.SESSION_SECRETS = `1:${'h'.repeat(40)}`
  })
  beforeEach(() => {
    delete process.env.CATALOGUE_TTL_SECONDS
    resetEnvForTests()
    clearPageCacheForTests()
    render.mockReset()
  })
  afterAll(() => {
    delete process.env.SESSION_SECRETS
    delete process.env.CATALOGUE_TTL_SECONDS
    resetEnvForTests()
  })

  it('renders the variant once, without cookies, and serves every member of it their own name', async () => {
    await warm(ana)
    expect(render).toHaveBeenCalledTimes(1)
    const [path, headers] = render.mock.calls[0] ?? []
    expect(path).toBe('/en')
    expect(headers?.cookie).toBeUndefined()
    expect(await unsealVariant(headers?.[FRAME_HEADERS.member] ?? '', 'solara')).toEqual({
      type: 0,
      rankLevel: 1,
    })

    const forAna = await served(ana)
    expect(forAna.html.split('Ana')).toHaveLength(3)
    const forBo = await served(bo)
    expect(forBo.html.split('Bo Nguyễn')).toHaveLength(3)
    for (const page of [forAna, forBo]) {
      expect(page.html).not.toContain(MEMBER_NAME_PLACEHOLDER)
      expect(page.html).not.toContain(RENDER_NONCE)
      expect(page.html).toContain(`<script nonce="${page.nonce}">`)
      expect(page.headers.get('cache-control')).toContain('no-store')
      expect(page.headers.get('set-cookie')).toBeNull()
      expect(page.headers.get('x-portal-member-cache')).toBe('hit')
      expect(page.headers.get('x-portal-cache')).toBeNull()
    }
    expect(forBo.html).not.toMatch(/Ana|ana01/)
    expect(forAna.html).not.toMatch(/Bo|bo02/)
    expect(render).toHaveBeenCalledTimes(1)
  })

  it('keeps ranks, trial accounts and agents on pages of their own', async () => {
    await warm(ana)
    for (const other of [vip, trial, agent]) {
      expect(lookupMemberHome(home(), nonce(), '', other).state).toBe('miss')
    }
    await warm(trial, variantPage('Trial home'))
    const forTrial = await served(trial)
    expect(forTrial.html).toContain('Trial home')
    expect(forTrial.html).toContain('trial04')
    expect((await served(ana)).html).not.toContain('Trial home')
  })

  it('never gives a visitor a member page, nor a member the guest page', async () => {
    await warm(ana)
    const visitor = new NextRequest('http://localhost:3000/en', {
      headers: { host: 'localhost:3000', accept: 'text/html' },
    })
    expect(lookupGuestPage(visitor, nonce(), '').state).toBe('miss')
    clearPageCacheForTests()
    render.mockResolvedValueOnce(variantPage('Guest home', 'Entrar'))
    const guest = lookupGuestPage(visitor, nonce(), '')
    if (guest.state === 'miss') guest.fill()
    await settle(2)
    expect(lookupGuestPage(visitor, nonce(), '').state).toBe('hit')
    expect(lookupMemberHome(home(), nonce(), '', ana).state).toBe('miss')
  })

  it('does not keep a render that did not come out as the variant', async () => {
    await warm(ana, variantPage('Guest home', 'Entrar'))
    expect(lookupMemberHome(home(), nonce(), '', bo).state).toBe('bypass')
  })

  it('shares only the home page, and never with a pending password change or an unusual name', async () => {
    expect(lookupMemberHome(home('/en/rng'), nonce(), '', ana).state).toBe('bypass')
    expect(lookupMemberHome(home('/en/member/securityCenter'), nonce(), '', ana).state).toBe('bypass')
    const pending = member({ id: '16', nickname: 'Pending' }, true)
    expect(lookupMemberHome(home(), nonce(), '', pending).state).toBe('bypass')
    const odd = member({ id: '17', nickname: '<i>odd</i>' })
    expect(lookupMemberHome(home(), nonce(), '', odd).state).toBe('bypass')
    const handover = home('/en', { cookie: 'portal-session=Fe26.2**sealed; portal-handover=Fe26.2**x' })
    expect(lookupMemberHome(handover, nonce(), '', ana).state).toBe('bypass')
    expect(lookupMemberHome(home('/en', { rsc: '1' }), nonce(), '', ana).state).toBe('bypass')
    expect(render).not.toHaveBeenCalled()
  })

  it('lives no longer than a guest page, and not at all when the catalogue is not cached', async () => {
    const now = jest.spyOn(Date, 'now')
    try {
      now.mockReturnValue(5_000_000)
      await warm(ana)
      now.mockReturnValue(5_000_000 + 4_999)
      expect(lookupMemberHome(home(), nonce(), '', bo).state).toBe('hit')
      now.mockReturnValue(5_000_000 + 5_000)
      expect(lookupMemberHome(home(), nonce(), '', bo).state).toBe('miss')
    } finally {
      now.mockRestore()
    }
    process.env.CATALOGUE_TTL_SECONDS = '0'
    resetEnvForTests()
    clearPageCacheForTests()
    expect(lookupMemberHome(home(), nonce(), '', ana).state).toBe('bypass')
  })
})
