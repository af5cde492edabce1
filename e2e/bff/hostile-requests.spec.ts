import http from 'node:http'
import { expect, test } from '@playwright/test'
import { testPng } from '@/lib/testing/images'
import { PORTAL_PORT, PORTAL_URL } from '../support/env'
import { apiClient, randomName, registerAccount, termsVersionOf } from '../support/accounts'
import { loginOk, uniqueIp } from './support'

// Requests a browser would not send, from an attacker against the production server: bodies past their
// route's limit (announced, or chunked without end), methods nobody serves, headers that are no
// addresses. Each gets a 4xx of its own, never a 500, and never costs the server the body's size.

type Answer = { status: number; headers: http.IncomingHttpHeaders; text: string; sent: number }

const { host } = new URL(PORTAL_URL)
const sameOrigin = () => ({
  host,
  origin: PORTAL_URL,
  'sec-fetch-site': 'same-origin',
  'x-forwarded-for': uniqueIp(),
  'x-portal-locale': 'en',
})

// Sends a chunked body (no Content-Length) of up to `total` bytes, and stops sending once answered:
// `sent` tells how much the server took before it answered. With `announce`, only the headers go,
// announcing a body of that size that never comes.
function stream(
  path: string,
  total: number,
  headers: Record<string, string> = {},
  { method = 'POST', announce }: { method?: string; announce?: number } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const length = announce === undefined ? {} : { 'content-length': String(announce) }
    const req = http.request(`${PORTAL_URL}${path}`, {
      method,
      headers: { ...sameOrigin(), 'content-type': 'application/json', ...length, ...headers },
    })
    const chunk = Buffer.alloc(64 * 1024, 0x20)
    let sent = 0
    let answered = false
    const pump = () => {
      while (!answered && sent < total) {
        sent += chunk.length
        if (!req.write(chunk)) return void req.once('drain', pump)
      }
      if (!answered) req.end()
    }
    req.on('response', (res) => {
      answered = true
      const parts: Buffer[] = []
      res.on('data', (part: Buffer) => parts.push(part))
      res.on('end', () => {
        const text = Buffer.concat(parts).toString()
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, sent })
        req.destroy()
      })
    })
    req.on('error', (error) => {
      if (!answered) reject(error)
    })
    if (announce === undefined) pump()
    else req.flushHeaders()
  })
}

const MB = 1024 * 1024

test.describe('bodies past their limit', () => {
  test('a chunked body to a BFF route is cut at 64 KB and answered 413 in JSON', async () => {
    const res = await stream('/api/auth/login', 64 * MB)
    expect(res.status, res.text).toBe(413)
    expect(JSON.parse(res.text)).toEqual({
      ok: false,
      error: { code: 'payload_too_large', message: 'What you sent is too large. Send less at a time.' },
    })
    expect(res.headers.connection).toBe('close')
    // Answered long before the 64 MB were sent (socket buffers hold a few MB at most).
    expect(res.sent).toBeLessThan(32 * MB)
  })

  test('a body announced past the limit is refused before any of it is sent', async () => {
    const res = await stream('/api/auth/login', 0, {}, { announce: 300 * MB })
    expect(res.status).toBe(413)
    expect(JSON.parse(res.text).error.code).toBe('payload_too_large')
  })

  test('a route that reads no body, and a page, are held to the limit too', async () => {
    const logout = await stream('/api/auth/logout', 8 * MB)
    expect(logout.status).toBe(413)
    expect(JSON.parse(logout.text).error.code).toBe('payload_too_large')
    const page = await stream('/en/help', 8 * MB, { 'content-type': 'text/plain' })
    expect(page.status).toBe(413)
    expect(page.sent).toBeLessThan(8 * MB)
  })

  test('feedback takes a 300 KB image, and stops at its own limit', async ({ playwright }) => {
    const api = await apiClient(playwright)
    const account = await registerAccount(api)
    await loginOk(api, account.username, account.password)
    const image = testPng(4, 4, 300 * 1024)
    const sent = await api.post('/api/support/feedback', {
      multipart: {
        content: 'A screenshot',
        images: { name: 'shot.png', mimeType: 'image/png', buffer: image },
      },
    })
    expect(sent.status(), await sent.text()).toBe(200)
    const cookie = (await api.storageState()).cookies.map((c) => `${c.name}=${c.value}`).join('; ')
    const big = await stream('/api/support/feedback', 64 * MB, {
      cookie,
      'content-type': 'multipart/form-data; boundary=x',
    })
    expect(big.status, big.text).toBe(413)
    expect(JSON.parse(big.text).error.code).toBe('payload_too_large')
    expect(big.sent).toBeGreaterThan(24 * MB)
    expect(big.sent).toBeLessThan(56 * MB)
    await api.dispose()
  })
})

test('TRACE and other unserved methods get 405 with the methods that are served', async () => {
  for (const path of ['/', '/en/help', '/api/session', '/api/auth/login']) {
    const res = await stream(path, 0, {}, { method: 'TRACE' })
    expect(res.status, path).toBe(405)
    expect(res.headers.allow, path).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS')
  }
})

test('an address with a broken percent escape is a bad request, not a server error', async () => {
  for (const path of [
    '/%E0%A4%A',
    '/en/%E0%A4%A',
    '/icons/%E0%A4%A',
    '/api/member/%E0%A4%A',
    '/api/session/%ZZ',
  ]) {
    for (const method of ['GET', 'POST']) {
      const res = await stream(path, 0, {}, { method })
      expect(res.status, `${method} ${path}`).toBe(400)
    }
  }
})

test('a Referer that is no address is no 500 on registration or social sign-in', async ({ playwright }) => {
  const referer = 'http://[::1'
  const api = await apiClient(playwright)
  const password = 'Journey#2026'
  const register = await api.post('/api/auth/register', {
    headers: { referer },
    data: {
      mode: 'username',
      username: randomName('ref'),
      password,
      confirmPassword: password,
      acceptTerms: true,
      termsVersion: await termsVersionOf(api),
    },
  })
  expect(register.status(), await register.text()).toBe(200)
  await api.dispose()
  // phone.localhost offers Google sign-in (config/tenants.json); Node names the host in the header.
  const phoneHost = `phone.localhost:${PORTAL_PORT}`
  const phone = await playwright.request.newContext({
    baseURL: PORTAL_URL,
    extraHTTPHeaders: { host: phoneHost, origin: `http://${phoneHost}`, 'x-forwarded-for': uniqueIp() },
  })
  const social = await phone.post('/api/auth/login', {
    headers: { referer },
    data: { type: 'firebase', channel: 'google', firebaseIdToken: 'not-a-firebase-token' },
  })
  expect(social.status(), await social.text()).toBeGreaterThanOrEqual(400)
  expect(social.status()).toBeLessThan(500)
  await phone.dispose()
})
