// Counts down to the next draw and reloads when it has happened, so the new result and settled tickets
// appear (from the view's own address, never by posting a bet form again). The countdown runs from the
// time left as the platform saw it, whatever the device's clock says.
// After a bet or a payout the page tells the embedding site, which reads the balance again itself.
// The page also tells the embedding site its height.
;(() => {
  // The embedding site sizes its frame to this page's height, so the player scrolls one page rather
  // than a page inside a page.
  if (window.parent !== window && 'ResizeObserver' in window) {
    let reported = 0
    const report = () => {
      const height = Math.ceil(document.documentElement.getBoundingClientRect().height)
      if (Math.abs(height - reported) < 2) return
      reported = height
      window.parent.postMessage({ type: 'game:size', height }, '*')
    }
    new ResizeObserver(report).observe(document.body)
    report()
    // The embedding page may start listening after this page has loaded: it asks again.
    window.addEventListener('message', (event) => {
      if (event.source !== window.parent || !event.data || event.data.type !== 'game:measure') return
      reported = 0
      report()
    })
  }
  const app = document.querySelector('.app')
  if (app && app.dataset.notify === 'balance' && window.parent !== window) {
    window.parent.postMessage({ type: 'game:round-settled' }, '*')
  }
  const clock = document.getElementById('next-draw')
  if (!clock) return
  const at = Date.now() + Number(clock.dataset.offset)
  const tick = () => {
    const left = Math.max(0, Math.ceil((at - Date.now()) / 1000))
    clock.textContent = `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`
    if (left === 0)
      setTimeout(() => window.location.replace(app?.dataset.reload ?? window.location.href), 1500)
    else setTimeout(tick, 1000)
  }
  tick()
})()
