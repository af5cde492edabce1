/**
 * @jest-environment jsdom
 */
import { pageBusy, whenPageIdle } from './page-busy'

afterEach(() => {
  document.body.innerHTML = ''
})

function accountMenu(open: boolean) {
  document.body.innerHTML = `
    <button id="toggle" aria-haspopup="menu" aria-expanded="${open}">Account</button>
    ${open ? '<ul role="menu"><li role="none"><button role="menuitem" id="item">Me</button></li></ul>' : ''}
    <input id="field" />`
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5))

test('an open menu, a menu item or a field with the focus makes the page busy; nothing open does not', () => {
  accountMenu(false)
  expect(pageBusy()).toBe(false)
  accountMenu(true)
  expect(pageBusy()).toBe(true)
  accountMenu(false)
  document.getElementById('field')!.focus()
  expect(pageBusy()).toBe(true)
  document.getElementById('field')!.blur()
  expect(pageBusy()).toBe(false)
  document.body.innerHTML = '<section data-open-panel aria-label="Live chat"></section>'
  expect(pageBusy()).toBe(true)
})

test('pop-ups wait while the account menu is open and come once it has closed', async () => {
  accountMenu(true)
  document.getElementById('item')!.focus()
  const ready = jest.fn()
  whenPageIdle(ready)
  await tick()
  expect(ready).not.toHaveBeenCalled()

  // A click that does not close the menu changes nothing.
  document.getElementById('item')!.dispatchEvent(new MouseEvent('click', { bubbles: true }))
  await tick()
  expect(ready).not.toHaveBeenCalled()

  accountMenu(false)
  document.body.dispatchEvent(new MouseEvent('click', { bubbles: true }))
  await tick()
  expect(ready).toHaveBeenCalledTimes(1)
  // Once only.
  document.body.dispatchEvent(new MouseEvent('click', { bubbles: true }))
  await tick()
  expect(ready).toHaveBeenCalledTimes(1)
})

test('an idle page shows them at once, and cancelling stops the wait', async () => {
  accountMenu(false)
  const now = jest.fn()
  whenPageIdle(now)
  expect(now).toHaveBeenCalledTimes(1)

  accountMenu(true)
  const later = jest.fn()
  const cancel = whenPageIdle(later)
  cancel()
  accountMenu(false)
  document.body.dispatchEvent(new MouseEvent('click', { bubbles: true }))
  await tick()
  expect(later).not.toHaveBeenCalled()
})
