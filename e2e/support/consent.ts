import type { BrowserContext } from '@playwright/test'
import tenants from '../../config/tenants.json'
import { PORTAL_PORT } from './env'

export const CONSENT_COOKIE = 'portal-consent'

// A returning visitor who chose "necessary only" on every host of the tenants file, so journeys about
// something else meet no cookie choice (and no analytics).
export async function chooseNecessaryCookies(context: BrowserContext): Promise<void> {
  const hosts = tenants.tenants.flatMap((tenant) => tenant.hosts)
  await context.addCookies(
    hosts.map((host) => ({
      name: CONSENT_COOKIE,
      value: 'v1.necessary',
      url: `http://${host}:${PORTAL_PORT}`,
    })),
  )
}
