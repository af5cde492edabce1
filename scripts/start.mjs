// npm start: builds what is not built, starts the reference platform unless UPSTREAM_URL points at a
// real one, starts the Portal, and stops both cleanly on Ctrl-C or SIGTERM.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { ensureBuild, nextBin, root, waitForPort } from './lib.mjs'

const dev = process.argv.includes('--dev')
const port = Number(process.env.PORT ?? 3000)
const platformPort = Number(process.env.PLATFORM_PORT ?? 4010)
const children = []
let stopping = false

function start(name, command, args, env) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
  children.push(child)
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[${name}] exited (${signal ?? code}); stopping`)
      stop(code ?? 1)
    }
  })
  return child
}

function stop(code = 0) {
  if (stopping) return
  stopping = true
  const alive = children.filter((c) => c.exitCode === null && c.signalCode === null)
  if (alive.length === 0) process.exit(code)
  let remaining = alive.length
  for (const child of alive) {
    child.once('exit', () => {
      remaining -= 1
      if (remaining === 0) process.exit(code)
    })
    child.kill('SIGTERM')
  }
  setTimeout(() => {
    for (const child of alive) child.kill('SIGKILL')
    process.exit(code)
  }, 10_000).unref()
}

process.on('SIGINT', () => stop(0))
process.on('SIGTERM', () => stop(0))

async function main() {
  if (!dev) {
    const code = await ensureBuild()
    if (code !== 0) process.exit(code)
  }

  const env = {}
  if (!process.env.SESSION_SECRETS && !process.env.SESSION_SECRETS_FILE)
    env.SESSION_SECRETS = localSessionSecret()
  if (!process.env.UPSTREAM_URL) {
    start('platform', process.execPath, [path.join('platform', 'server.mjs')], {
      PLATFORM_PORT: String(platformPort),
      PLATFORM_MODE: process.env.PLATFORM_MODE ?? 'development',
      // Artwork and game pages are addressed the way the Portal reaches the platform, which is the origin
      // the pages' security policy allows images and frames from.
      PLATFORM_PUBLIC_URL: process.env.PLATFORM_PUBLIC_URL ?? `http://127.0.0.1:${platformPort}`,
      // The demo brands' domain routes (the speed test) name this Portal's port.
      PLATFORM_SITE_PORT: process.env.PLATFORM_SITE_PORT ?? String(port),
    })
    await waitForPort(platformPort)
    env.UPSTREAM_URL = `http://127.0.0.1:${platformPort}`
  }
  if (stopping) return

  if (dev) start('portal', process.execPath, [nextBin, 'dev', '-p', String(port)], env)
  else
    // PORTAL_NODE: another Node to run the Portal's server with (`npm run test:node24` runs the LTS).
    start(
      'portal',
      process.env.PORTAL_NODE || process.execPath,
      [path.join('scripts', 'portal-server.mjs')],
      {
        ...env,
        PORT: String(port),
      },
    )
  await waitForPort(port, 'localhost', 120_000)
  console.log(`\nPortal ready on http://localhost:${port}  (Ctrl-C stops it)`)
}

// A local run gets a session secret of its own, kept in .data so sessions survive a restart. Deployments
// set SESSION_SECRETS themselves (docs/security.md); the Portal refuses to run in production without it.
function localSessionSecret() {
  const file = path.join(root, '.data', 'session-secret')
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 })
  }
  return `1:${readFileSync(file, 'utf8').trim()}`
}

main().catch((error) => {
  console.error(error.message)
  stop(1)
})
