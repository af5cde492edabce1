import { clampPage, pagerItems, pagerMoves } from './pager'

const render = (current: number, count: number) =>
  pagerItems(current, count)
    .map((item) => (item.kind === 'page' ? String(item.page) : '…'))
    .join(' ')

describe('pagerItems', () => {
  it('shows every page when there are few', () => {
    expect(render(1, 1)).toBe('1')
    expect(render(2, 4)).toBe('1 2 3 4')
    expect(render(1, 0)).toBe('')
  })

  it('keeps one margin page at each end and three around the current page', () => {
    expect(render(1, 10)).toBe('1 2 3 … 10')
    expect(render(5, 10)).toBe('1 … 4 5 6 … 10')
    expect(render(10, 10)).toBe('1 … 8 9 10')
  })

  it('shows a lone skipped page instead of a break', () => {
    expect(render(4, 10)).toBe('1 2 3 4 5 … 10')
    expect(render(7, 10)).toBe('1 … 6 7 8 9 10')
  })

  it('clamps a current page outside 1..pageCount', () => {
    expect(render(99, 6)).toBe('1 … 4 5 6')
    expect(render(-3, 6)).toBe('1 2 3 … 6')
    expect(clampPage(Number.NaN, 5)).toBe(1)
  })
})

describe('pagerMoves', () => {
  it('moves within 1..pageCount', () => {
    expect(pagerMoves(1, 5)).toEqual({ first: null, previous: null, next: 2, last: 5 })
    expect(pagerMoves(3, 5)).toEqual({ first: 1, previous: 2, next: 4, last: 5 })
    expect(pagerMoves(5, 5)).toEqual({ first: 1, previous: 4, next: null, last: null })
    expect(pagerMoves(1, 1)).toEqual({ first: null, previous: null, next: null, last: null })
  })
})
