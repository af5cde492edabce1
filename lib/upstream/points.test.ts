import type { UpstreamContext } from './client'
import { redemptions } from './points'
import { answerCalls, testTenant } from './test-tenant'

// The point history as the point mall pages it: the page the address asks for, ten rows, and the last
// page in place of one past it.

function context(): UpstreamContext {
  return { tenant: testTenant('points'), locale: 'en', token: 'member-token' }
}

const row = (id: number) => ({
  id,
  kind: 'convert',
  rewardName: null,
  points: 100,
  cashMinor: 100,
  createdAt: 1000 + id,
})

let calls: URL[]

beforeEach(() => {
  // A history of 23 rows: pages 1 and 2 are full, page 3 holds the oldest three.
  calls = answerCalls((url) => {
    const pageNo = Number(url.searchParams.get('pageNo'))
    const first = 23 - (pageNo - 1) * 10
    const list = Array.from({ length: Math.max(0, Math.min(10, first)) }, (_, index) => row(first - index))
    return { list, totalCount: 23, totalPages: 3 }
  })
})

describe('point history', () => {
  it('reads the page asked for, ten rows at a time, with the page count', async () => {
    const page = await redemptions(context(), 2)
    expect(calls).toHaveLength(1)
    expect(calls[0]?.pathname).toBe('/wps/relay/MCS2_getRedeemPointList')
    expect(calls[0]?.searchParams.get('pageNo')).toBe('2')
    expect(calls[0]?.searchParams.get('pageSize')).toBe('10')
    expect(page.page).toBe(2)
    expect(page.pageCount).toBe(3)
    expect(page.totalCount).toBe(23)
    expect(page.list.map((item) => item.id)).toEqual(['13', '12', '11', '10', '9', '8', '7', '6', '5', '4'])
  })

  it('answers a page past the last with the last page', async () => {
    const page = await redemptions(context(), 9)
    expect(calls.map((url) => url.searchParams.get('pageNo'))).toEqual(['9', '3'])
    expect(page.page).toBe(3)
    expect(page.list.map((item) => item.id)).toEqual(['3', '2', '1'])
  })
})
