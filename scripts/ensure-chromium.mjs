// Playwright drives the system's Chromium: browsers cannot be downloaded on these machines.
// Finds it at CHROME_PATH, else Debian's headless shell (what Playwright itself runs for headless
// Chromium: the same Blink without the browser's own interface, at well under half the processor time
// per journey), else /usr/bin/chromium; a root user on Debian gets both installed with apt.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'

// The order playwright.config.ts picks from too.
const BROWSERS = JSON.parse(readFileSync(new URL('./chromium-paths.json', import.meta.url), 'utf8'))

const PACKAGES = ['chromium', 'chromium-headless-shell', 'fonts-liberation']
export const INSTALL_COMMAND = `sudo apt-get update && sudo apt-get install -y ${PACKAGES.join(' ')}`

export function chromiumPath() {
  const candidates = [process.env.CHROME_PATH, ...BROWSERS].filter(Boolean)
  return candidates.find((candidate) => existsSync(candidate)) ?? null
}

export function ensureChromium() {
  const found = chromiumPath()
  if (found) return found
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log(`[chromium] not found; installing ${PACKAGES.join(', ')} with apt-get`)
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
    execFileSync('apt-get', ['install', '-y', '-qq', ...PACKAGES], {
      stdio: 'inherit',
      env,
    })
    const installed = chromiumPath()
    if (installed) return installed
  }
  console.error(
    `Chromium is needed for the browser journeys. Install it with:\n  ${INSTALL_COMMAND}\nor set CHROME_PATH.`,
  )
  return null
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(ensureChromium() ? 0 : 1)
}
