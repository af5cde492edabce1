import { execFileSync } from 'node:child_process'
import { RANGES, RANGE_DAYS, rangeStart } from './ranges'
import { timeZoneOf, zonedRangeStart } from './time-zone'

// What a browser in `zone` works out: lib/member/ranges.ts's rangeStart run by a runtime whose own zone
// is `zone`, for each instant of `nows`.
function browserStarts(zone: string, nows: number[]): Record<string, number[]> {
  const source = `const rangeStart = ${rangeStart.toString()}; const RANGE_DAYS = ${JSON.stringify(RANGE_DAYS)};
    const nows = ${JSON.stringify(nows)}; const out = {};
    for (const range of ${JSON.stringify(RANGES)}) out[range] = nows.map((now) => rangeStart(range, new Date(now)));
    process.stdout.write(JSON.stringify(out))`
  return JSON.parse(
    execFileSync(process.execPath, ['-e', source], { env: { ...process.env, TZ: zone } }).toString(),
  )
}

const at = (iso: string) => Date.parse(iso)

describe('record periods in a named time zone', () => {
  // Zones without and with summer time, far east and west, on half hours, and days whose midnight is
  // skipped (São Paulo, 4 November 2018) or comes twice (São Paulo, 17 February 2019; Havana).
  const cases: [string, string[]][] = [
    [
      'America/Sao_Paulo',
      [
        '2026-11-24T21:30:00Z',
        '2026-11-25T02:59:59Z',
        '2018-11-04T12:00:00Z',
        '2018-11-10T05:00:00Z',
        '2019-02-17T01:30:00Z',
        '2019-02-17T04:00:00Z',
        '2019-03-10T12:00:00Z',
      ],
    ],
    ['Asia/Ho_Chi_Minh', ['2026-11-24T16:59:59Z', '2026-11-24T17:00:00Z', '2026-03-01T00:00:00Z']],
    ['Pacific/Kiritimati', ['2026-11-24T09:59:59Z', '2026-11-24T10:00:00Z']],
    ['Pacific/Pago_Pago', ['2026-11-24T10:59:59Z', '2026-11-24T11:00:00Z']],
    [
      'America/Los_Angeles',
      ['2026-03-08T12:00:00Z', '2026-03-09T08:00:00Z', '2026-11-01T12:00:00Z', '2026-11-02T07:59:00Z'],
    ],
    ['Europe/London', ['2026-03-29T00:30:00Z', '2026-03-30T12:00:00Z', '2026-10-25T23:30:00Z']],
    ['Asia/Kolkata', ['2026-06-15T18:29:00Z', '2026-06-15T18:31:00Z']],
    ['Australia/Lord_Howe', ['2026-10-04T12:00:00Z', '2026-04-05T15:00:00Z']],
    ['America/Havana', ['2026-03-08T12:00:00Z', '2026-11-01T12:00:00Z', '2026-11-08T04:30:00Z']],
    ['Etc/GMT+12', ['2026-11-24T11:59:59Z', '2026-11-24T12:00:00Z']],
  ]

  it.each(cases)('start where a browser in %s starts them', (zone, isos) => {
    const nows = isos.map(at)
    const expected = browserStarts(zone, nows)
    for (const range of RANGES) {
      const actual = nows.map((now) => zonedRangeStart(range, zone, now))
      expect({ zone, range, starts: actual.map((t) => new Date(t).toISOString()) }).toEqual({
        zone,
        range,
        starts: (expected[range] ?? []).map((t) => new Date(t).toISOString()),
      })
    }
  })

  it('move the day boundary with the zone', () => {
    const now = at('2026-11-24T21:30:00Z')
    expect(zonedRangeStart('today', 'America/Sao_Paulo', now)).toBe(at('2026-11-24T03:00:00Z'))
    expect(zonedRangeStart('today', 'Asia/Ho_Chi_Minh', now)).toBe(at('2026-11-24T17:00:00Z'))
    expect(zonedRangeStart('7d', 'Asia/Ho_Chi_Minh', now)).toBe(at('2026-11-18T17:00:00Z'))
  })
})

describe('the time zone cookie', () => {
  it('names a zone the runtime knows', () => {
    expect(timeZoneOf('America/Sao_Paulo')).toBe('America/Sao_Paulo')
    expect(timeZoneOf('America%2FSao_Paulo')).toBe('America/Sao_Paulo')
    expect(timeZoneOf('Etc/GMT+3')).toBe('Etc/GMT+3')
    expect(timeZoneOf('UTC')).toBe('UTC')
  })

  it('is ignored when it is anything else', () => {
    for (const value of [
      undefined,
      '',
      'Mars/Olympus',
      '../../etc',
      '%E0%A4%A',
      'a'.repeat(65),
      '<script>',
      'America/Sao_Paulo;x',
    ]) {
      expect(timeZoneOf(value)).toBeNull()
    }
  })
})
