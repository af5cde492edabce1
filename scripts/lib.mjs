// Small process helpers shared by the start, test and bench scripts.
import { spawn } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
export const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next')

export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
    child.on('error', () => resolve(127))
  })
}

export function waitForPort(port, host = '127.0.0.1', timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = net.connect(port, host)
      socket.once('connect', () => {
        socket.end()
        resolve()
      })
      socket.once('error', () => {
        socket.destroy()
        if (Date.now() > deadline)
          reject(new Error(`Nothing listened on ${host}:${port} within ${timeoutMs} ms`))
        else setTimeout(attempt, 200)
      })
    }
    attempt()
  })
}

function newestMtime(target) {
  if (!existsSync(target)) return 0
  const stat = statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = 0
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue
    newest = Math.max(newest, newestMtime(path.join(target, entry)))
  }
  return newest
}

const SOURCES = [
  'app',
  'components',
  'lib',
  'i18n',
  'messages',
  'public',
  'proxy.ts',
  'instrumentation.ts',
  'config',
  'next.config.mjs',
  'package.json',
  'tsconfig.json',
]

// The production build is stale when any source is newer than its BUILD_ID.
export function buildIsCurrent() {
  const buildId = path.join(root, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID')
  if (!existsSync(buildId)) return false
  const built = statSync(buildId).mtimeMs
  return SOURCES.every((source) => newestMtime(path.join(root, source)) <= built)
}

export async function ensureBuild() {
  if (buildIsCurrent()) return 0
  console.log('[portal] building the production bundle (next build)…')
  return run(process.execPath, [nextBin, 'build'])
}
