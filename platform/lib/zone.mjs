// @ts-check
// Calendar days and weeks in a merchant's time zone (an IANA name such as America/Sao_Paulo): where a
// promotion's stated day begins and ends, and which Monday starts a week.

export const DAY_MS = 24 * 60 * 60 * 1000

/** @type {Map<string, Intl.DateTimeFormat>} */
const formats = new Map()

/** @param {string} timeZone */
function formatOf(timeZone) {
  let format = formats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    formats.set(timeZone, format)
  }
  return format
}

/**
 * How far the zone's wall clock is ahead of UTC at an instant, in milliseconds.
 * @param {number} at
 * @param {string} timeZone
 */
export function zoneOffset(at, timeZone) {
  /** @type {Record<string, number>} */
  const parts = {}
  for (const part of formatOf(timeZone).formatToParts(new Date(at))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value)
  }
  const wall = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  )
  return wall - (at - (((at % 1000) + 1000) % 1000))
}

/**
 * The instant a wall-clock midnight (given as milliseconds of a UTC date) happens in the zone.
 * @param {number} wallMidnight
 * @param {string} timeZone
 */
function instantOf(wallMidnight, timeZone) {
  const guess = wallMidnight - zoneOffset(wallMidnight, timeZone)
  return wallMidnight - zoneOffset(guess, timeZone)
}

/**
 * The local calendar day holding an instant: its key (YYYY-MM-DD), weekday (0 Sunday … 6 Saturday),
 * and the instants it starts (inclusive) and ends (exclusive).
 * @param {number} at
 * @param {string} timeZone
 */
export function localDay(at, timeZone) {
  const wall = at + zoneOffset(at, timeZone)
  const wallMidnight = Math.floor(wall / DAY_MS) * DAY_MS
  const date = new Date(wallMidnight)
  return {
    key: date.toISOString().slice(0, 10),
    weekday: date.getUTCDay(),
    start: instantOf(wallMidnight, timeZone),
    end: instantOf(wallMidnight + DAY_MS, timeZone),
  }
}

/**
 * The local week (Monday 00:00 to the next Monday 00:00) holding an instant: its key (the Monday's
 * date) and its bounds.
 * @param {number} at
 * @param {string} timeZone
 */
export function localWeek(at, timeZone) {
  const day = localDay(at, timeZone)
  const wallMonday = Date.parse(`${day.key}T00:00:00.000Z`) - ((day.weekday + 6) % 7) * DAY_MS
  return {
    key: new Date(wallMonday).toISOString().slice(0, 10),
    start: instantOf(wallMonday, timeZone),
    end: instantOf(wallMonday + 7 * DAY_MS, timeZone),
  }
}
