// What every in-house game page's script shares (loaded first, as window.inhouseGame): the boot data,
// money in the merchant's currency, text templates, the session clock, and calls to /play/api with the
// launch-session id, whose refusals carry the platform's translated message, code and value.
window.inhouseGame = (() => {
  // Inside a site's frame the page leaves the game's name to the site's bar (play.css).
  if (window.parent !== window) document.documentElement.dataset.embedded = ''
  const boot = JSON.parse(document.getElementById('boot').textContent)
  const { currency } = boot
  const $ = (id) => document.getElementById(id)
  const scale = 10 ** currency.minorDigits
  const money = new Intl.NumberFormat(boot.locale, {
    minimumFractionDigits: currency.minorDigits,
    maximumFractionDigits: currency.minorDigits,
  })
  const format = (minor) => `${currency.symbol} ${money.format(minor / scale)}`
  const fill = (template, values) => template.replace(/\{(\w+)\}/g, (_, name) => String(values[name] ?? ''))
  const toMinor = (raw) => {
    const value = Number(String(raw).replace(',', '.').trim())
    return Number.isFinite(value) ? Math.round(value * scale) : NaN
  }

  async function call(path, body) {
    const init = body
      ? {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ session: boot.sessionId, ...body }),
        }
      : { method: 'GET' }
    const url = body
      ? path
      : `${path}${path.includes('?') ? '&' : '?'}session=${encodeURIComponent(boot.sessionId)}`
    let response
    try {
      response = await fetch(url, { ...init, credentials: 'omit', cache: 'no-store' })
    } catch {
      throw new Error(boot.texts.network)
    }
    const payload = await response.json().catch(() => null)
    if (!payload || !payload.success) {
      const error = new Error((payload && (payload.message || payload.errorCode)) || boot.texts.network)
      error.code = payload && payload.errorCode
      error.value = payload && payload.value
      throw error
    }
    return payload.value
  }

  // The session clock: m:ss, or h:mm:ss past the hour, since `startedAt` (browser milliseconds).
  function showElapsed(startedAt) {
    const seconds = Math.floor((Date.now() - startedAt) / 1000)
    const hours = Math.floor(seconds / 3600)
    const minutes = Math.floor((seconds % 3600) / 60)
    const rest = String(seconds % 60).padStart(2, '0')
    $('elapsed').textContent = hours
      ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}`
      : `${minutes}:${rest}`
  }

  // A link to a settled round's verification page, in a new tab.
  function verifyLink(round) {
    const link = document.createElement('a')
    link.href = `/play/verify?round=${encodeURIComponent(round)}&lang=${boot.language}`
    link.target = '_blank'
    link.rel = 'noopener'
    link.textContent = `${boot.texts.verify} ${round}`
    return link
  }

  return {
    boot,
    texts: boot.texts,
    currency,
    $,
    scale,
    money,
    format,
    fill,
    toMinor,
    call,
    showElapsed,
    verifyLink,
  }
})()
