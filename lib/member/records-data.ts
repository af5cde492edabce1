import 'server-only'
import { cookies } from 'next/headers'
import type { UpstreamContext } from '@/lib/upstream/client'
import { accountRecord, bettingRecord, inbox } from '@/lib/upstream/member'
import type { BetFilter, TransactionFilter } from './filters'
import { clampStart } from './ranges'
import { TIME_ZONE_COOKIE, timeZoneOf } from './time-zone'
import type { BetPage, InboxPage, RecordKey, TransactionPage } from './types'

// The member's records as the BFF routes and the record pages read them. Given `now` (the BFF routes), a
// start older than the longest period, or in the future, moves inside it; the pages read the period
// their address holds, already made valid (lib/records/address.ts).
type Reader<T extends string, P> = (
  ctx: UpstreamContext,
  key: RecordKey<T> & { to?: number },
  now?: number,
) => Promise<P>

const within = (from: number, now?: number) => (now === undefined ? from : clampStart(from, now))

export const readBets: Reader<BetFilter, BetPage> = (ctx, key, now) =>
  bettingRecord(ctx, { ...key, from: within(key.from, now) })

export const readTransactions: Reader<TransactionFilter, TransactionPage> = (ctx, key, now) =>
  accountRecord(ctx, { ...key, from: within(key.from, now) })

// The player's time zone as the browser last told it (the `tz` cookie), or null before it has.
export async function requestTimeZone(): Promise<string | null> {
  return timeZoneOf((await cookies()).get(TIME_ZONE_COOKIE)?.value)
}

// One page of the member's platform messages as the inbox page reads it on the server; null when the
// platform could not be read (the page shows its error state with a link that reads again).
export const readInbox = (ctx: UpstreamContext, page: number): Promise<InboxPage | null> =>
  inbox(ctx, { page }).catch(() => null)
