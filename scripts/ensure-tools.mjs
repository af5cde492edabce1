// What `npm test` needs from Debian, found or installed before any step runs: the headless shell the
// journeys and the bench's Lighthouse drive (browsers cannot be downloaded on these machines), and the real
// redis-server and nginx that the Redis-backed unit tests and the cluster test start on loopback ports.
// A root user on Debian gets whatever is missing with one `apt-get update` and one `apt-get install`;
// anyone else is stopped at once with the one command that installs it.
//
// `node scripts/ensure-tools.mjs [chromium,redis,nginx]` runs the same check on its own.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'

// The order playwright.config.ts picks from too: Debian's headless shell (what Playwright itself runs for
// headless Chromium: the same Blink without the browser's own interface, at well under half the processor
// time per journey), else the full browser.
const BROWSERS = JSON.parse(readFileSync(new URL('./chromium-paths.json', import.meta.url), 'utf8'))

export function chromiumPath() {
  const candidates = [process.env.CHROME_PATH, ...BROWSERS].filter(Boolean)
  return candidates.find((candidate) => existsSync(candidate)) ?? null
}

// A program on the PATH, or in /usr/sbin where Debian puts nginx (not on every user's PATH).
export function commandPath(name) {
  const found = spawnSync('sh', ['-c', `command -v ${name} || ls /usr/sbin/${name} 2>/dev/null`], {
    encoding: 'utf8',
  })
  return found.stdout.trim().split('\n')[0] || null
}

export const TOOLS = {
  // The headless shell itself unless CHROME_PATH names a browser: the bench compares what the journeys run.
  chromium: {
    found: () => (process.env.CHROME_PATH ? chromiumPath() : existsSync(BROWSERS[0]) ? BROWSERS[0] : null),
    packages: ['chromium', 'chromium-headless-shell', 'fonts-liberation'],
  },
  redis: { found: () => process.env.REDIS_SERVER ?? commandPath('redis-server'), packages: ['redis-server'] },
  nginx: { found: () => commandPath('nginx'), packages: ['nginx'] },
}

export const installCommand = (packages) =>
  `sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}`

// True when every named tool is there, installing the missing ones where this user may.
export function ensureTools(names = Object.keys(TOOLS)) {
  const missing = names.filter((name) => !TOOLS[name].found())
  if (missing.length === 0) return true
  const packages = missing.flatMap((name) => TOOLS[name].packages)
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log(`[tools] installing ${packages.join(', ')} with apt-get (first run only)`)
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    try {
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
      execFileSync('apt-get', ['install', '-y', '-qq', ...packages], {
        stdio: ['ignore', 'ignore', 'inherit'],
        env,
      })
    } catch {
      // Reported below with what is still missing.
    }
  }
  const still = names.filter((name) => !TOOLS[name].found())
  if (still.length === 0) return true
  console.error(
    `npm test needs ${still.join(', ')} from Debian. Install ${still.length > 1 ? 'them' : 'it'} with:\n  ${installCommand(
      still.flatMap((name) => TOOLS[name].packages),
    )}`,
  )
  return false
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const names = process.argv[2]?.split(',') ?? Object.keys(TOOLS)
  process.exit(ensureTools(names) ? 0 : 1)
}
