/**
 * @jest-environment jsdom
 */
import type { ReactNode } from 'react'
import { renderHook, waitFor } from '@testing-library/react'
import { SWRConfig } from 'swr'
import { apiFetcher } from '@/lib/api-client'
import { rangeStart } from '@/lib/member/ranges'
import { betsKey } from './use-member-records'
import { usePeriodRead } from './use-period-read'

jest.mock('@/lib/api-client', () => ({
  apiFetcher: jest.fn(async (key: string) => ({ read: key })),
}))

const fetcher = apiFetcher as jest.Mock
const keyOf = (from: number) => betsKey({ page: 2, from, type: 'all' })
const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
)

beforeEach(() => fetcher.mockClear())

describe('usePeriodRead', () => {
  it("shows the server's first page in its zone and reads nothing on load", async () => {
    const first = { from: rangeStart('7d'), timeZone: 'Asia/Ho_Chi_Minh', page: { served: true } }
    const { result } = renderHook(() => usePeriodRead('7d', first, keyOf), { wrapper })
    expect(result.current.read.data).toEqual({ served: true })
    expect(result.current.timeZone).toBe('Asia/Ho_Chi_Minh')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(fetcher).not.toHaveBeenCalled()
  })

  it("reads its own page when the browser's day begins elsewhere than the server counted", async () => {
    const own = rangeStart('7d')
    const first = { from: own - 3_600_000, timeZone: 'Etc/GMT-1', page: { served: true } }
    const { result } = renderHook(() => usePeriodRead('7d', first, keyOf), { wrapper })
    const key = keyOf(own)
    await waitFor(() => expect(result.current.read.data).toEqual({ read: key }))
    expect(fetcher).toHaveBeenCalledWith(key)
    expect(result.current.timeZone).toBeUndefined()
  })

  it('reads the page in the browser when the server did not', async () => {
    const { result } = renderHook(() => usePeriodRead('7d', null, keyOf), { wrapper })
    const key = keyOf(rangeStart('7d'))
    await waitFor(() => expect(result.current.read.data).toEqual({ read: key }))
    expect(result.current.timeZone).toBeUndefined()
  })
})
