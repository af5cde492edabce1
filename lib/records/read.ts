import 'server-only'
import type { Range } from '@/lib/member/ranges'
import { requestTimeZone } from '@/lib/member/records-data'
import { zonedDayStart, zonedRangeStart, zonedDate } from '@/lib/member/time-zone'
import type { UpstreamContext } from '@/lib/upstream/client'
import { UpstreamError } from '@/lib/upstream/errors'
import { fitPage, readRecordAddress, type AddressRules, type Correction, type RecordAddress } from './address'

type Query = Record<string, string | string[] | undefined>

// The zone a record page counts its days in: the player's own where the browser has told it (the `tz`
// cookie), else the tenant's, which the page then names (`told: false`).
export type RecordZone = { zone: string; told: boolean }

// A record page's place as its server reads it: the address, what was changed in it, the zone and the
// instants of the period (`to` absent: until the platform's own now).
export type RecordPlace<F extends string = string> = {
  address: RecordAddress<F>
  corrections: Correction[]
  zone: RecordZone
  // The player's today (yyyy-mm-dd) in that zone.
  today: string
  span: { from: number; to?: number }
}

export async function recordZone(ctx: UpstreamContext): Promise<RecordZone> {
  const told = await requestTimeZone()
  return told ? { zone: told, told: true } : { zone: ctx.tenant.timeZone, told: false }
}

export async function recordPlace<F extends string>(
  ctx: UpstreamContext,
  query: Query,
  rules: AddressRules<F>,
): Promise<RecordPlace<F>> {
  const zone = await recordZone(ctx)
  const now = Date.now()
  const today = zonedDate(zone.zone, now)
  const { address, corrections } = readRecordAddress(query, rules, today)
  const { period } = address
  const span =
    'range' in period
      ? { from: zonedRangeStart(period.range, zone.zone, now) }
      : {
          from: zonedDayStart(period.from, zone.zone),
          to: zonedDayStart(
            new Date(Date.parse(`${period.to}T00:00:00Z`) + 24 * 60 * 60 * 1000).toISOString().slice(0, 10),
            zone.zone,
          ),
        }
  return { address, corrections, zone, today, span }
}

// A period-only page (the agent's team overview) in the record zone: the read of its named period from
// the start of that period's first day, or null when the platform could not answer.
export async function readNamedPeriod<P>(
  ctx: UpstreamContext,
  range: Range,
  read: (from: number, now: number) => Promise<P>,
): Promise<{ zone: RecordZone; data: P | null }> {
  const zone = await recordZone(ctx)
  const now = Date.now()
  return { zone, data: await read(zonedRangeStart(range, zone.zone, now), now).catch(() => null) }
}

// One page of a record for a place: the page the address asks for, or the last one where it asks past it
// (the place's corrections then say so); null when the platform could not answer, `missing` where it
// answered that what the address names does not exist.
export async function readRecordPage<P extends { pageCount: number }>(
  place: RecordPlace,
  read: (page: number) => Promise<P>,
): Promise<{ page: P | null; shown: number; missing: boolean }> {
  try {
    const first = await read(place.address.page)
    const last = fitPage(place.address, first.pageCount, place.corrections)
    return last === null
      ? { page: first, shown: place.address.page, missing: false }
      : { page: await read(last), shown: last, missing: false }
  } catch (error) {
    const missing = error instanceof UpstreamError && error.status === 404
    return { page: null, shown: place.address.page, missing }
  }
}
