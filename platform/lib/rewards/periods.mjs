// @ts-check
// Mission and raffle periods start at midnight (days) and on Monday (weeks) in the merchant's time zone.

const DAY_MS = 24 * 60 * 60 * 1000

/** Each demo merchant's time zone; a merchant not listed counts in UTC. */
export const MERCHANT_TIME_ZONES = /** @type {Record<string, string>} */ ({
  SOL1: 'America/Sao_Paulo',
  VRD2: 'Asia/Bangkok',
})

/**
 * How far the zone's wall clock is ahead of UTC at this instant, in milliseconds.
 * @param {number} at
 * @param {string} timeZone
 */
function zoneOffset(at, timeZone) {
  const parts = /** @type {Record<string, number>} */ (
    Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      })
        .formatToParts(at)
        .map((part) => [part.type, Number(part.value)]),
    )
  )
  const wall = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day,
    parts.hour,
    parts.minute,
    parts.second,
  )
  return wall - Math.floor(at / 1000) * 1000
}

/**
 * The period that holds `at`: its start (inclusive) and end (exclusive). `once` spans all time.
 * @param {'daily' | 'weekly' | 'once'} period
 * @param {number} at
 * @param {string} merchantCode
 */
export function periodAt(period, at, merchantCode) {
  if (period === 'once') return { start: 0, end: Number.MAX_SAFE_INTEGER }
  const timeZone = MERCHANT_TIME_ZONES[merchantCode] ?? 'UTC'
  const offset = zoneOffset(at, timeZone)
  const wallDay = Math.floor((at + offset) / DAY_MS)
  // 1970-01-01 was a Thursday: Monday-based weeks start 3 days before each multiple of 7 days.
  const firstDay = period === 'weekly' ? wallDay - ((wallDay + 3) % 7) : wallDay
  const length = period === 'weekly' ? 7 * DAY_MS : DAY_MS
  const start = firstDay * DAY_MS - zoneOffset(firstDay * DAY_MS - offset, timeZone)
  const end = firstDay * DAY_MS + length - zoneOffset(firstDay * DAY_MS + length - offset, timeZone)
  return { start, end }
}
