// "Remember me" keeps the last username, and only it, for one day (product spec §3, §9). Never the
// password: the Portal keeps no secret in cookies or storage the page can read.
export const REMEMBER_COOKIE = 'portal-remember-username'
const ONE_DAY_SECONDS = 24 * 60 * 60

export function rememberedUsername(cookie = typeof document === 'undefined' ? '' : document.cookie): string {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name === REMEMBER_COOKIE) {
      try {
        return decodeURIComponent(rest.join('='))
      } catch {
        return ''
      }
    }
  }
  return ''
}

// The cookie's value as the server reads it (already split from the header).
export function decodeRemembered(raw: string | undefined): string {
  if (!raw) return ''
  try {
    return decodeURIComponent(raw).slice(0, 64)
  } catch {
    return ''
  }
}

export function rememberCookie(username: string, secure: boolean): string {
  const flags = `Path=/; Max-Age=${ONE_DAY_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`
  return `${REMEMBER_COOKIE}=${encodeURIComponent(username)}; ${flags}`
}

export function forgetCookie(): string {
  return `${REMEMBER_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`
}

export function setRemembered(username: string | null): void {
  const secure = window.location.protocol === 'https:'
  document.cookie = username ? rememberCookie(username, secure) : forgetCookie()
}
