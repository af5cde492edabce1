// The current Node LTS, which the production image runs, for proving the Portal's server on it where the
// machine's own Node is older: the npm registry ships Node itself as a package (node-<os>-<arch>), so
// `npm pack` fetches it like any other, no download of its own. Kept under .data/ between runs.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { root } from './lib.mjs'

export const LTS_MAJOR = 24

export function ltsNode(major = LTS_MAJOR) {
  const dir = path.join(root, '.data', `node-${major}`)
  const binary = path.join(dir, 'package', 'bin', 'node')
  const version = () => execFileSync(binary, ['--version'], { encoding: 'utf8' }).trim()
  if (existsSync(binary) && version().startsWith(`v${major}.`)) return { binary, version: version() }
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const spec = `node-${process.platform}-${process.arch}@${major}`
  console.log(`[node ${major}] fetching ${spec} from the npm registry`)
  const tarball = execFileSync('npm', ['pack', spec, '--pack-destination', dir, '--silent'], {
    cwd: dir,
    encoding: 'utf8',
  })
    .trim()
    .split('\n')
    .pop()
  execFileSync('tar', ['-xzf', path.join(dir, tarball), '-C', dir])
  rmSync(path.join(dir, tarball))
  return { binary, version: version() }
}
