// What the in-house game pages' scripts share: money in the merchant's currency, text templates and
// the round API, called with the page's launch-session id (never a token).
;(() => {
  window.inhouseShared = (boot) => {
    const { texts, currency } = boot
    const scale = 10 ** currency.minorDigits
    const money = new Intl.NumberFormat(boot.locale, {
      minimumFractionDigits: currency.minorDigits,
      maximumFractionDigits: currency.minorDigits,
    })
    const format = (minor) => `${currency.symbol} ${money.format(minor / scale)}`
    const fill = (template, values) => template.replace(/\{(\w+)\}/g, (_, name) => String(values[name] ?? ''))

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
        throw new Error(texts.network)
      }
      const payload = await response.json().catch(() => null)
      if (!payload || !payload.success) {
        const error = new Error((payload && (payload.message || payload.errorCode)) || texts.network)
        error.code = payload && payload.errorCode
        throw error
      }
      return payload.value
    }

    // A link to a settled round's verification page, in a new tab.
    const verifyLink = (round) => {
      const link = document.createElement('a')
      link.href = `/play/verify?round=${encodeURIComponent(round)}&lang=${boot.language}`
      link.target = '_blank'
      link.rel = 'noopener'
      link.textContent = `${texts.verify} ${round}`
      return link
    }

    return { scale, money, format, fill, call, verifyLink }
  }
})()
