import { readFileSync } from 'node:fs'
import path from 'node:path'
import { env } from '@/lib/env'
import { findTenant, parseTenantsFile, type Tenant } from './config'

let loaded: Tenant[] | undefined

// Read once per process: operators change tenants by editing the file and restarting.
export function tenants(): Tenant[] {
  if (!loaded) {
    const file = path.resolve(/*turbopackIgnore: true*/ process.cwd(), env().TENANTS_FILE)
    loaded = readTenantsFile(file)
  }
  return loaded
}

// The file's tenants, or an error of one line that names the file and what is wrong with it.
export function readTenantsFile(file: string): Tenant[] {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    throw new Error(`TENANTS_FILE ${file}: cannot be read (${code ?? (error as Error).message})`)
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    throw new Error(`TENANTS_FILE ${file}: not valid JSON (${(error as Error).message})`)
  }
  try {
    return parseTenantsFile(json)
  } catch (error) {
    throw new Error(`TENANTS_FILE ${file}: ${(error as Error).message}`)
  }
}

export function tenantForHost(hostHeader: string | null | undefined): Tenant | null {
  return findTenant(tenants(), hostHeader)
}

export function upstreamUrlOf(tenant: Tenant): string {
  return tenant.upstreamUrl ?? env().UPSTREAM_URL
}
