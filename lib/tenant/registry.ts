import { readFileSync } from 'node:fs'
import path from 'node:path'
import { env } from '@/lib/env'
import { findTenant, parseTenantsFile, type Tenant } from './config'

let loaded: Tenant[] | undefined

// Read once per process: operators change tenants by editing the file and restarting.
export function tenants(): Tenant[] {
  if (!loaded) {
    const file = path.resolve(/*turbopackIgnore: true*/ process.cwd(), env().TENANTS_FILE)
    loaded = parseTenantsFile(JSON.parse(readFileSync(file, 'utf8')))
  }
  return loaded
}

export function tenantForHost(hostHeader: string | null | undefined): Tenant | null {
  return findTenant(tenants(), hostHeader)
}

export function upstreamUrlOf(tenant: Tenant): string {
  return tenant.upstreamUrl ?? env().UPSTREAM_URL
}
