import { uniqueIp } from '../support/accounts'
import { PLATFORM_URL } from '../support/env'

// A fresh trial (free play) token straight from the platform, as an operator's app would hand one over,
// each for a player of its own address (the platform limits free play per address).
export async function platformTrialToken(merchant: string): Promise<string> {
  const res = await fetch(`${PLATFORM_URL}/wps/session/login/freeplay`, {
    method: 'POST',
    headers: {
      'X-Forwarded-For': uniqueIp(),
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
