// Counts down to the next draw and reloads when it has happened, so the new result and settled tickets
// appear (from the view's own address, never by posting a bet form again). The countdown runs from the
// time left as the platform saw it, whatever the device's clock says.
// After a bet or a payout the page tells the embedding site, which reads the balance again itself.
;(() => {
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
