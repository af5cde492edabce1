// Direct reads from the reference platform, so journeys can check that what the Portal shows is what
// the platform served, without hard-coding seed data.
import { PLATFORM_URL } from './env'

type Envelope<T> = { success: boolean; value: T }

export async function platformGet<T>(path: string, merchant: string, language = 'PT'): Promise<T> {
  const res = await fetch(`${PLATFORM_URL}${path}`, {
    headers: { Merchant: merchant, Language: language, Device: 'web', 'X-Gateway-Version': '3' },
  })
  const body = (await res.json()) as Envelope<T>
  if (!body.success) throw new Error(`platform ${path} failed: ${JSON.stringify(body)}`)
  return body.value
}

export type PlatformLane = {
  title: string
  gameClassify?: string
  cards: Array<{ vassalage: string; displayName?: string }>
}

export async function vendorLanes(merchant: string, language = 'PT'): Promise<PlatformLane[]> {
  const value = await platformGet<{ data: { lanes: PlatformLane[] } }>(
    `/wps/relay/GCSGAME_newGameVendor?merchantCode=${merchant}&platform=html5-desktop`,
    merchant,
    language,
  )
  return value.data.lanes
}

export type PlatformBanner = { bannerId: string | number; groupName: string; title?: string; url: string }

export async function homeBanners(merchant: string, language = 'PT'): Promise<PlatformBanner[]> {
  const value = await platformGet<{ banners: PlatformBanner[] }>(
    '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&platform=W&execution=B',
    merchant,
    language,
  )
  return value.banners.filter((b) => b.groupName === 'w_home')
}

export async function setSiteFlags(
  merchant: string,
  flags: { maintenance?: boolean; regionRestriction?: boolean },
) {
  const res = await fetch(`${PLATFORM_URL}/__test/merchants/${merchant}/status`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(flags),
  })
  if (!res.ok) throw new Error(`could not set flags for ${merchant}: ${res.status}`)
}

export type TestAgent = {
  username: string
  password: string
  affiliateCode: string
  pending: string
  members: string[]
}

// A new agent with a team of its own, shaped like agent01's (docs/platform.md, test controls): journeys
// that add members to a team, or read its figures, each take their own.
export async function createAgent(
  merchant = 'SOL1',
  paymentPassword?: string,
  options: { allContracts?: boolean } = {},
): Promise<TestAgent> {
  const username = `ag${Math.random()
    .toString(36)
    .slice(2, 10)
    .replace(/[^a-z0-9]/g, 'x')}`
  const password = 'Agent#2026'
  const res = await fetch(`${PLATFORM_URL}/__test/agents`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ merchant, username, password, paymentPassword, ...options }),
  })
  const body = (await res.json()) as Envelope<Omit<TestAgent, 'password'>>
  if (!res.ok || !body.success) throw new Error(`could not create agent ${username}: ${res.status}`)
  return { ...body.value, password }
}

// Settles one agent's contracts as if its clock were `advanceMs` ahead (docs/platform.md, "Agent
// reports"): a journey sees its salary paid without moving the platform's shared clock.
export async function settleAgent(
  username: string,
  advanceMs: number,
  merchant = 'SOL1',
): Promise<{ settled: number; paidMinor: number; balanceMinor: number }> {
  const res = await fetch(`${PLATFORM_URL}/__test/agents/${username}/settle`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ merchant, advanceMs }),
  })
  const body = (await res.json()) as Envelope<{ settled: number; paidMinor: number; balanceMinor: number }>
  if (!res.ok || !body.success) throw new Error(`could not settle ${username}: ${res.status}`)
  return body.value
}

// The operator's reply to one feedback submission (docs/platform.md, "Help centre and feedback").
export async function replyToFeedback(merchant: string, id: number, reply: string): Promise<void> {
  const res = await fetch(`${PLATFORM_URL}/__test/feedback/reply`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ merchant, id, reply }),
  })
  if (!res.ok) throw new Error(`feedback reply failed: ${res.status} ${await res.text()}`)
}

// Gives a journey's own account a point history of `count` conversions (docs/platform.md, "Points and
// the point mall"), so the history's pages can be read without playing for the points.
export async function pointConversions(username: string, count: number, merchant = 'SOL1'): Promise<void> {
  const res = await fetch(`${PLATFORM_URL}/__test/members/${username}/point-conversions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ merchant, count }),
  })
  if (!res.ok) throw new Error(`could not convert points for ${username}: ${res.status}`)
}

// Gives a journey's own fresh member a balance, as an adjustment on its ledger (docs/platform.md);
// `agoMs` dates it that long before the platform's clock.
export async function creditMember(
  username: string,
  amountMinor: number,
  merchant = 'SOL1',
  agoMs = 0,
): Promise<void> {
  const res = await fetch(`${PLATFORM_URL}/__test/members/${username}/credit`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ merchant, amountMinor, agoMs }),
  })
  if (!res.ok) throw new Error(`could not credit ${username}: ${res.status} ${await res.text()}`)
}

// Draws one raffle's current period now, among those who joined it so far (docs/platform.md, "Missions,
// rewards and raffles"): a journey sees its prize without moving the platform's shared clock.
export async function drawRaffle(
  promotionId: string,
  merchant = 'SOL1',
): Promise<{ entrants: number; winners: number }> {
  const res = await fetch(`${PLATFORM_URL}/__test/raffles/${promotionId}/draw`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ merchant }),
  })
  const body = (await res.json()) as Envelope<{ entrants: number; winners: number }>
  if (!res.ok || !body.success) throw new Error(`could not draw raffle ${promotionId}: ${res.status}`)
  return body.value
}

// Sets the seed pair of a journey's own fresh member before its first round (docs/platform.md, "Test
// control"), so the journey knows that round's outcome: a winning spin, a hit.
export async function setFairSeed(
  username: string,
  serverSeed: string,
  clientSeed: string,
  merchant = 'SOL1',
): Promise<{ serverSeedHash: string }> {
  const res = await fetch(`${PLATFORM_URL}/__test/members/${username}/fair-seed`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ merchant, serverSeed, clientSeed }),
  })
  if (!res.ok) throw new Error(`could not set the seeds of ${username}: ${res.status} ${await res.text()}`)
  const body = (await res.json()) as { value: { serverSeedHash: string } }
  return body.value
}

async function identityControl(path: string, body: Record<string, unknown>): Promise<void> {
  const res = await fetch(`${PLATFORM_URL}/__test/identity/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`identity ${path} failed: ${res.status} ${await res.text()}`)
}

// Counts a journey's own fresh member as identity-verified without documents, as the seed's demo accounts
// are (docs/platform.md, "Identity"), for journeys about something else that withdraw.
export const verifiedIdentity = (username: string, merchant = 'SOL1') =>
  identityControl('verified', { merchant, username })

// The automatic identity review, now, for the member's waiting document (its delay skipped).
export const reviewIdentity = (username: string, merchant = 'SOL1') =>
  identityControl('review', { merchant, username })
