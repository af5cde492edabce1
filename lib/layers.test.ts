import { execFileSync } from 'node:child_process'
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'

// The layer rules of eslint.config.mjs, run through ESLint's own Node API against the project's config.
// ESLint loads that config with a native dynamic import, which jest's module sandbox refuses, so the
// lint runs in a child Node process and answers the restricted-import messages per case.
type LintCase = { code: string; filePath: string }

const LINT = `
import { ESLint } from 'eslint'
const cases = JSON.parse(process.env.LINT_CASES)
const eslint = new ESLint()
const out = []
for (const { code, filePath } of cases) {
  const [result] = await eslint.lintText(code, { filePath })
  out.push(result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message))
}
process.stdout.write(JSON.stringify(out))
`

function lintAll(cases: LintCase[]): string[][] {
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', LINT], {
    cwd: process.cwd(),
    env: { ...process.env, LINT_CASES: JSON.stringify(cases) },
    encoding: 'utf8',
    timeout: 120_000,
  })
  return JSON.parse(out) as string[][]
}

const reading = (from: string) =>
  `import { getSiteStatus } from '${from}'\nexport const read = getSiteStatus\n`
const using = (from: string) => `import { toPortalError } from '${from}'\nexport const map = toPortalError\n`

const CASES = {
  componentUpstream: { code: reading('@/lib/upstream/catalogue'), filePath: 'components/x.tsx' },
  componentRelativeUpstream: {
    code: reading('../../lib/upstream/catalogue'),
    filePath: 'components/games/x.tsx',
  },
  // A server component gets no exception either: it takes its data from its page or from lib/.
  serverComponentUpstream: {
    code: reading('@/lib/upstream/catalogue'),
    filePath: 'components/shell/frame.tsx',
  },
  pageUpstream: { code: reading('@/lib/upstream/catalogue'), filePath: 'app/[locale]/(site)/x/page.tsx' },
  routeUpstream: { code: reading('@/lib/upstream/catalogue'), filePath: 'app/api/x/route.ts' },
  libUpstream: { code: reading('@/lib/upstream/catalogue'), filePath: 'lib/shell/x.ts' },
  appOtherUpstream: { code: reading('@/lib/upstream/catalogue'), filePath: 'app/[locale]/x/loading.tsx' },
  upstreamBff: { code: using('@/lib/bff/errors'), filePath: 'lib/upstream/x.ts' },
  upstreamRelativeBff: { code: using('../bff/errors'), filePath: 'lib/upstream/x.ts' },
  upstreamComponent: { code: using('@/components/shell/frame'), filePath: 'lib/upstream/x.ts' },
  upstreamApp: { code: using('@/app/api/health/route'), filePath: 'lib/upstream/x.ts' },
  upstreamOwn: { code: reading('./catalogue'), filePath: 'lib/upstream/x.ts' },
  componentApiClient: {
    code: `import { apiFetch } from '@/lib/api-client'\nexport const call = apiFetch\n`,
    filePath: 'components/shell/x.tsx',
  },
  componentSwr: {
    code: `import useSWR from 'swr'\nexport const read = useSWR\n`,
    filePath: 'components/x.tsx',
  },
  clientApiClient: {
    code: `import { apiFetch } from '@/lib/api-client'\nexport const call = apiFetch\n`,
    filePath: 'lib/client/x.ts',
  },
} satisfies Record<string, LintCase>

let results: Record<keyof typeof CASES, string[]>

beforeAll(() => {
  const names = Object.keys(CASES) as Array<keyof typeof CASES>
  const out = lintAll(names.map((name) => CASES[name]))
  results = Object.fromEntries(names.map((name, i) => [name, out[i] ?? []])) as typeof results
}, 120_000)

describe('layer rules in the lint', () => {
  it('fails an import of lib/upstream into a component, however it is spelled', () => {
    expect(results.componentUpstream).toEqual([
      expect.stringContaining('Components never import lib/upstream'),
    ])
    expect(results.componentRelativeUpstream).toHaveLength(1)
    expect(results.serverComponentUpstream).toHaveLength(1)
  })

  it('keeps components to lib/client and lib/swr on their way to the BFF', () => {
    expect(results.componentApiClient).toEqual([expect.stringContaining('through lib/client/<area>')])
    expect(results.componentSwr).toEqual([expect.stringContaining('hooks in lib/swr/')])
    expect(results.clientApiClient).toEqual([])
  })

  it('passes the same import in a server page, a route handler and lib/', () => {
    expect(results.pageUpstream).toEqual([])
    expect(results.routeUpstream).toEqual([])
    expect(results.libUpstream).toEqual([])
  })

  it('fails it anywhere else in app/', () => {
    expect(results.appOtherUpstream).toHaveLength(1)
  })

  it('keeps lib/upstream free of lib/bff, components and app', () => {
    expect(results.upstreamBff).toEqual([expect.stringContaining('lib/upstream is the bottom layer')])
    expect(results.upstreamRelativeBff).toHaveLength(1)
    expect(results.upstreamComponent).toHaveLength(1)
    expect(results.upstreamApp).toHaveLength(1)
    expect(results.upstreamOwn).toEqual([])
  })
})

// What the lint cannot express: a file's 'use client' directive and how a route handler is exported.
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
}

const UPSTREAM_IMPORT = /from '(@\/|(\.\.\/)+)lib\/upstream[/']/

describe('layer rules beyond the lint', () => {
  it('never lets a client module import lib/upstream', () => {
    const offenders = ['app', 'components', 'lib'].flatMap(sourceFiles).filter((file) => {
      const text = readFileSync(file, 'utf8')
      return /^['"]use client['"]/m.test(text) && UPSTREAM_IMPORT.test(text)
    })
    expect(offenders).toEqual([])
  })

  it('lets no component import lib/api-client or SWR itself', () => {
    const offenders = ['app', 'components'].flatMap(sourceFiles).filter((file) => {
      const text = readFileSync(file, 'utf8')
      return /from '(@\/|(\.\.\/)+)lib\/api-client'|from 'swr'/.test(text)
    })
    expect(offenders).toEqual([])
  })

  it('keeps the platform’s switch names out of client modules', () => {
    const offenders = ['app', 'components', 'lib'].flatMap(sourceFiles).filter((file) => {
      const text = readFileSync(file, 'utf8')
      return /^['"]use client['"]/m.test(text) && /^import \{[^}]*\} from '@\/lib\/features'/m.test(text)
    })
    expect(offenders).toEqual([])
  })

  it('wraps every route handler under app/api that reaches the platform in bff()', () => {
    const routes = sourceFiles('app/api').filter((file) => file.endsWith('route.ts'))
    expect(routes.length).toBeGreaterThan(40)
    const offenders = routes.filter((file) => {
      const text = readFileSync(file, 'utf8')
      // The health check probes every tenant's upstream through the client, outside any one request's
      // tenant or session; it is the one handler without bff().
      if (file === path.join('app', 'api', 'health', 'route.ts')) return !/probeUpstream\(/.test(text)
      const handlers = text.match(/^export (async function|const) (GET|POST|PUT|PATCH|DELETE)\b.*$/gm) ?? []
      return handlers.length === 0 || handlers.some((line) => !/^export const \w+ = bff\(/.test(line))
    })
    expect(offenders).toEqual([])
  })

  it('lets no route handler call fetch itself', () => {
    const offenders = sourceFiles('app/api').filter((file) => /\bfetch\(/.test(readFileSync(file, 'utf8')))
    expect(offenders).toEqual([])
  })
})
