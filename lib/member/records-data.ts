import 'server-only'
import { cookies } from 'next/headers'
import type { UpstreamContext } from '@/lib/upstream/client'
import { accountRecord, bettingRecord } from '@/lib/upstream/member'
import type { BetFilter, TransactionFilter } from './filters'
import { clampStart, type Range } from './ranges'
import { TIME_ZONE_COOKIE, timeZoneOf, zonedRangeStart } from './time-zone'
import type { BetPage, FirstRecordPage, RecordKey, TransactionPage } from './types'

// The member's records as the BFF routes and the record pages read them. A start older than the longest
// period, or in the future, moves inside it.
type Reader<T extends string, P> = (ctx: UpstreamContext, key: RecordKey<T>, now: number) => Promise<P>

export const readBets: Reader<BetFilter, BetPage> = (ctx, key, now) =>
  bettingRecord(ctx, { ...key, from: clampStart(key.from, now) })

export const readTransactions: Reader<TransactionFilter, TransactionPage> = (ctx, key, now) =>
  accountRecord(ctx, { ...key, from: clampStart(key.from, now) })

// The player's time zone as the browser last told it (the `tz` cookie), or null before it has.
export async function requestTimeZone(): Promise<string | null> {
  return timeZoneOf((await cookies()).get(TIME_ZONE_COOKIE)?.value)
}

// What a page over a period of the player's own days opens on (a record's first page, the agent's team
// overview), read on the server where the browser has told its time zone; null without it, or when the
// read fails: the browser then reads it itself and shows its own loading and error states, as on a first
// visit.
export async function firstRecordPage<P>(
  range: Range,
  read: (from: number, now: number) => Promise<P>,
): Promise<FirstRecordPage<P> | null> {
  const timeZone = await requestTimeZone()
  if (!timeZone) return null
  const now = Date.now()
  const from = zonedRangeStart(range, timeZone, now)
  try {
    return { from, timeZone, page: await read(from, now) }
  } catch {
    return null
  }
}
