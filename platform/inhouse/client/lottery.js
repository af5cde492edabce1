// Counts down to the next draw and reloads when it has happened, so the new result appears.
;(() => {
  const clock = document.getElementById('next-draw')
  if (!clock) return
  const at = Number(clock.dataset.at)
  const tick = () => {
    const left = Math.max(0, Math.ceil((at - Date.now()) / 1000))
    clock.textContent = `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`
    if (left === 0) setTimeout(() => window.location.reload(), 1500)
    else setTimeout(tick, 1000)
  }
  tick()
})()
