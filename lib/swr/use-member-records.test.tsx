/**
 * @jest-environment jsdom
 */
import type { ReactNode } from 'react'
import { renderHook, waitFor } from '@testing-library/react'
import { SWRConfig } from 'swr'
import { apiFetcher } from '@/lib/api-client'
import { rangeStart } from '@/lib/member/ranges'
import { betsKey, useRecordPage } from './use-member-records'

jest.mock('@/lib/api-client', () => ({
  apiFetcher: jest.fn(async (key: string) => ({ read: key })),
}))

const fetcher = apiFetcher as jest.Mock
const state = { range: '7d' as const, type: 'all' as const, page: 2 }
const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
)

beforeEach(() => fetcher.mockClear())

describe('useRecordPage', () => {
  it("shows the server's first page in its zone and reads nothing on load", async () => {
    const first = { from: rangeStart('7d'), timeZone: 'Asia/Ho_Chi_Minh', page: { served: true } }
    const { result } = renderHook(() => useRecordPage(betsKey, state, first), { wrapper })
    expect(result.current.read.data).toEqual({ served: true })
    expect(result.current.timeZone).toBe('Asia/Ho_Chi_Minh')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(fetcher).not.toHaveBeenCalled()
  })

  it("reads its own page when the browser's day begins elsewhere than the server counted", async () => {
    const own = rangeStart('7d')
    const first = { from: own - 3_600_000, timeZone: 'Etc/GMT-1', page: { served: true } }
    const { result } = renderHook(() => useRecordPage(betsKey, state, first), { wrapper })
    const key = betsKey({ page: 2, from: own, type: 'all' })
    await waitFor(() => expect(result.current.read.data).toEqual({ read: key }))
    expect(fetcher).toHaveBeenCalledWith(key)
    expect(result.current.timeZone).toBeUndefined()
  })

  it('reads the page in the browser when the server did not', async () => {
    const { result } = renderHook(() => useRecordPage(betsKey, state, null), { wrapper })
    const key = betsKey({ page: 2, from: rangeStart('7d'), type: 'all' })
    await waitFor(() => expect(result.current.read.data).toEqual({ read: key }))
    expect(result.current.timeZone).toBeUndefined()
  })
})
