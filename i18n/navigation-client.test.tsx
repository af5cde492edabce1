/**
 * @jest-environment jsdom
 */
import type { ReactNode } from 'react'
import { fireEvent, render, screen } from '@testing-library/react'
import { Link } from './navigation-client'

const prefetch = jest.fn()
const nextLinkProps: Array<Record<string, unknown>> = []

jest.mock('next/navigation', () => ({
  useParams: () => ({ locale: 'en' }),
  usePathname: () => '/en',
  useRouter: () => ({ prefetch }),
}))

jest.mock('next/link', () => ({
  __esModule: true,
  default: ({
    href,
    children,
    prefetch,
    ...anchor
  }: {
    href: unknown
    children: ReactNode
    prefetch?: boolean
  }) => {
    nextLinkProps.push({ prefetch, ...anchor })
    return (
      <a href={typeof href === 'string' ? href : String((href as { pathname: string }).pathname)} {...anchor}>
        {children}
      </a>
    )
  },
}))

beforeEach(() => {
  prefetch.mockClear()
  nextLinkProps.length = 0
})

describe('Link', () => {
  it('does not prefetch in view, and prefetches the localized address once the player shows intent', () => {
    render(<Link href={{ pathname: '/rng', query: { vendor: 'LUMA' } }}>Slots</Link>)
    expect(nextLinkProps[0]?.prefetch).toBe(false)
    expect(prefetch).not.toHaveBeenCalled()
    const link = screen.getByRole('link', { name: 'Slots' })
    fireEvent.mouseEnter(link)
    fireEvent.touchStart(link)
    fireEvent.focus(link)
    expect(prefetch.mock.calls).toEqual([
      ['/en/rng?vendor=LUMA'],
      ['/en/rng?vendor=LUMA'],
      ['/en/rng?vendor=LUMA'],
    ])
  })

  it('keeps its own handlers for the same events', () => {
    const onFocus = jest.fn()
    render(
      <Link href="/promotions" onFocus={onFocus}>
        Promotions
      </Link>,
    )
    fireEvent.focus(screen.getByRole('link', { name: 'Promotions' }))
    expect(onFocus).toHaveBeenCalledTimes(1)
    expect(prefetch).toHaveBeenCalledWith('/en/promotions')
  })

  it('never prefetches with prefetch false, another language or an outside address', () => {
    render(
      <>
        <Link href="/rng" prefetch={false}>
          Never
        </Link>
        <Link href="/rng" locale="vi">
          Vietnamese
        </Link>
        <Link href="https://example.com/help">Outside</Link>
      </>,
    )
    for (const name of ['Never', 'Vietnamese', 'Outside']) {
      const link = screen.getByRole('link', { name })
      fireEvent.mouseEnter(link)
      fireEvent.focus(link)
    }
    expect(prefetch).not.toHaveBeenCalled()
  })

  it('still prefetches in view when asked to', () => {
    render(
      <Link href="/live" prefetch>
        Live
      </Link>,
    )
    expect(nextLinkProps[0]?.prefetch).toBe(true)
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Live' }))
    expect(prefetch).not.toHaveBeenCalled()
  })
})
