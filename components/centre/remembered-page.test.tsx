/**
 * @jest-environment jsdom
 */
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { RememberedPage } from './remembered-page'

const replace = jest.fn()
jest.mock('@/i18n/navigation', () => ({
  useRouter: () => ({ replace }),
  Link: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a>,
}))

function centreHome() {
  return render(
    <RememberedPage
      base="/member"
      rememberKey="memberCentrePage"
      slugs={['securityCenter', 'transferFund']}
      fallback="securityCenter"
      openingLabel="Opening your last page…"
      defaultLabel="Open my account"
    />,
  )
}

beforeEach(() => {
  replace.mockClear()
  localStorage.clear()
  document.body.innerHTML = ''
})

describe('RememberedPage', () => {
  it('sends the centre address on to the page the player had open last', () => {
    localStorage.setItem('memberCentrePage', 'transferFund')
    centreHome()
    expect(replace).toHaveBeenCalledWith('/member/transferFund')
  })

  it('leaves the player where they chose when they followed a link before it ran', () => {
    const link = document.createElement('a')
    link.href = '/member/transferFund'
    link.addEventListener('click', (event) => event.preventDefault())
    document.body.append(link)
    link.click()
    centreHome()
    expect(replace).not.toHaveBeenCalled()
    // Only that once: the next visit to the centre address opens the remembered page again.
    centreHome()
    expect(replace).toHaveBeenCalledWith('/member/securityCenter')
  })
})
