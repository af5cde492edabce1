import 'server-only'
import { headers } from 'next/headers'
import { cache } from 'react'
import type { Tenant } from './config'
import { tenantForHost } from './registry'

// The tenant of the request being rendered. The proxy has already refused unknown hosts.
export const currentTenant = cache(async (): Promise<Tenant> => {
  const tenant = tenantForHost((await headers()).get('host'))
  if (!tenant) throw new Error('Request reached the app without a known tenant host')
  return tenant
})
