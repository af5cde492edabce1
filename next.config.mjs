import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import createNextIntlPlugin from 'next-intl/plugin'

const withNextIntl = createNextIntlPlugin('./i18n/request.ts')
const distDir = process.env.NEXT_DIST_DIR || '.next'

// Next.js adds the types of the folder it builds into to the TypeScript configuration it reads, and
// rewrites that file when they are missing. A build into another folder (the bench's .next-bench) reads a
// configuration of its own, made under .data/ (the build folder itself is emptied when a build starts)
// and extending tsconfig.json, so that no build changes a tracked file. (next-env.d.ts, which every build
// and `next typegen` write too, is not tracked.)
function tsconfigFor(dir) {
  if (dir === '.next') return undefined
  const file = path.join('.data', `tsconfig-${dir.replace(/[^\w.-]/g, '_')}.json`)
  mkdirSync('.data', { recursive: true })
  const types = ['types', 'dev/types'].map((folder) => `${dir}/${folder}/**/*.ts`)
  const config = {
    extends: '../tsconfig.json',
    // Paths here are relative to this file; the build folder's types are named twice, the second time as
    // Next.js looks for them (relative to the project), so that it finds nothing to add.
    include: [
      '../next-env.d.ts',
      '../**/*.ts',
      '../**/*.tsx',
      ...types.map((glob) => `../${glob}`),
      ...types,
    ],
  }
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`)
  return file
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  // A separate output folder lets several builds (for example parallel journey runs) coexist.
  distDir,
  // app/bench-baseline (the bare page `npm run bench` compares against) is named *.bench.tsx, so it is a
  // route only in the bench's own build (scripts/bench.mjs sets BENCH_BASELINE), never in production.
  pageExtensions: [...(process.env.BENCH_BASELINE === '1' ? ['bench.tsx'] : []), 'tsx', 'ts', 'jsx', 'js'],
  // A self-contained server folder (.next/standalone) with only the files it needs: what the Docker
  // image ships. The checkout runs the same build through scripts/portal-server.mjs.
  output: 'standalone',
  poweredByHeader: false,
  // `npm test` type-checks the whole project in a step of its own before it builds; its build skips the
  // second pass. Every other build checks the types itself.
  typescript: {
    ignoreBuildErrors: process.env.PORTAL_TYPES_CHECKED === '1',
    tsconfigPath: tsconfigFor(distDir),
  },
  // Loaded by Node rather than bundled: one prom-client registry and one Redis connection per process,
  // shared by the route bundles, the request gate and the server (scripts/portal-server.mjs).
  serverExternalPackages: ['prom-client', 'ioredis'],
  reactStrictMode: true,
  // The request gate (proxy.ts) sees requests as they came, with the router's fetch headers and `_rsc`: it
  // keeps a move between the pages of a centre opened by its address in that centre, and must give such a
  // fetch the `_rsc` of what it forwards (docs/shell.md, "The request gate").
  skipProxyUrlNormalize: true,
  // The tenants file is read at run time from TENANTS_FILE and is no part of the server output: the
  // image's is mounted (compose.yaml).
  // Browsers still ask for /favicon.ico on their own now and then (a not-found page, a bookmark): they get
  // the brand's icon rather than a 404 in the console.
  async rewrites() {
    return [{ source: '/favicon.ico', destination: '/icon.svg' }]
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
          { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
          // Ignored by browsers over plain http, so local runs are unaffected.
          { key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' },
          // Pages keep other sites' windows out of their browsing context group, but may keep a handle on
          // the pop-ups they open themselves: Firebase's Google and Facebook sign-in window reports back
          // through it.
          { key: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups' },
          // Where the pages' Content-Security-Policy reports to (`report-to csp`, lib/bff/csp.ts).
          { key: 'Reporting-Endpoints', value: 'csp="/api/csp-report"' },
        ],
      },
      {
        // The BFF answers JSON only: nothing in it may run, load or be framed.
        source: '/api/:path*',
        headers: [
          { key: 'Content-Security-Policy', value: "default-src 'none'; frame-ancestors 'none'" },
          { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
        ],
      },
    ]
  },
}

export default withNextIntl(nextConfig)
