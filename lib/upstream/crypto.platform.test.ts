/**
 * The Portal's encrypter against the reference platform's decrypter, over HTTP: the platform runs as
 * its own process (the Portal never imports it), and an encrypted login must be understood by it.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { freePort } from '@/lib/testing/free-port'
import os from 'node:os'
import path from 'node:path'
import { encryptPayload } from './crypto'

const headers = { Merchant: 'SOL1', Language: 'EN', Device: 'web', 'X-Gateway-Version': '3' }
let platform: ChildProcess
let base = ''
let dataDir = ''

beforeAll(async () => {
  const port = await freePort()
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-crypto-'))
  platform = spawn(process.execPath, [path.join(process.cwd(), 'platform', 'server.mjs')], {
    env: { ...process.env, PLATFORM_PORT: String(port), PLATFORM_DATA_DIR: dataDir, PLATFORM_MODE: 'test' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('platform did not start')), 30_000)
    platform.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) {
        clearTimeout(timer)
        resolve()
      }
    })
    platform.once('exit', (code) => reject(new Error(`platform exited with ${code}`)))
  })
  base = `http://127.0.0.1:${port}`
}, 40_000)

afterAll(async () => {
  if (platform && platform.exitCode === null) {
    const exited = new Promise((resolve) => platform.once('exit', resolve))
    platform.kill('SIGTERM')
    await exited
  }
  rmSync(dataDir, { recursive: true, force: true })
})

async function encryptedLogin(payload: unknown, form: 'wrapped' | 'bare') {
  const modulus = await (await fetch(`${base}/wps/session/key/rsa?t=${Date.now()}`, { headers })).text()
  const encrypted = encryptPayload(payload, modulus.trim())
  const res = await fetch(`${base}/wps/session/login`, {
    method: 'POST',
    headers: {
      ...headers,
      'Content-Type': 'application/json;charset=UTF-8',
      Encryption: encrypted.encryptionHex,
    },
    body: form === 'wrapped' ? JSON.stringify(encrypted.body) : encrypted.body.value,
  })
  return {
    status: res.status,
    body: (await res.json()) as { success: boolean; value?: { token?: string }; errorCode?: string },
  }
}

describe('Portal encrypter → platform decrypter', () => {
  it('logs the demo member in with an encrypted {value} body', async () => {
    const { status, body } = await encryptedLogin(
      { username: 'player01', password: 'Player#2026', type: 'username', captcha: '', loginDeviceId: 'jest' },
      'wrapped',
    )
    expect(status).toBe(200)
    expect(body.success).toBe(true)
    expect(body.value?.token).toMatch(/^[0-9a-f]{32,}$/)
  })

  it('is understood in the older bare base64 form too', async () => {
    const { body } = await encryptedLogin(
      { username: 'player01', password: 'Player#2026', type: 'username', captcha: '', loginDeviceId: 'jest' },
      'bare',
    )
    expect(body.success).toBe(true)
  })

  it('reaches the credential check (not a decryption error) with a wrong password', async () => {
    const { body } = await encryptedLogin(
      {
        username: 'player01',
        password: 'not-the-password',
        type: 'username',
        captcha: '',
        loginDeviceId: 'jest',
      },
      'wrapped',
    )
    expect(body.success).toBe(false)
    expect(body.errorCode).not.toBe('request_param_err')
    expect(body.errorCode).not.toBe('request_body_required')
  })
})
