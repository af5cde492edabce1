import { expect, type Page } from '@playwright/test'
import { PLATFORM_URL } from '../support/env'

// Signs the browser in through the BFF from the page it is on, as the login dialog does: same origin,
// and the session cookie lands in the browser.
export async function signIn(page: Page, username: string, password: string) {
  const result = await page.evaluate(
    async ([user, pass]) => {
      const res = await fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ type: 'username', username: user, password: pass }),
      })
      return { status: res.status, body: await res.text() }
    },
    [username, password] as const,
  )
  expect(result.status, result.body).toBe(200)
}

// A fresh trial (free play) token straight from the platform, as an operator's app would hand one over.
export async function platformTrialToken(merchant: string): Promise<string> {
  const res = await fetch(`${PLATFORM_URL}/wps/session/login/freeplay`, {
    method: 'POST',
    headers: {
      Merchant: merchant,
      Language: 'EN',
      Device: 'web',
      'X-Gateway-Version': '3',
      'Content-Type': 'application/json',
    },
    body: '{}',
  })
  const body = (await res.json()) as { success: boolean; value: { token: string } }
  if (!body.success) throw new Error(`free play failed: ${JSON.stringify(body)}`)
  return body.value.token
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
