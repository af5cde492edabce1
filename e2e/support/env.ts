// Where the journeys find the two servers that playwright.config.ts starts.
export const PORTAL_PORT = Number(process.env.E2E_PORTAL_PORT ?? 3100)
export const PLATFORM_PORT = Number(process.env.E2E_PLATFORM_PORT ?? 4110)
export const PORTAL_URL = `http://localhost:${PORTAL_PORT}`
export const PLATFORM_URL = `http://127.0.0.1:${PLATFORM_PORT}`

// Tenant hosts from config/tenants.json; Chromium resolves every *.localhost name to loopback.
export const hostUrl = (host: string, path = '/') => `http://${host}:${PORTAL_PORT}${path}`
