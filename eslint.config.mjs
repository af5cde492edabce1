import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

// Layers (README, "lib/"): lib/upstream is the only door to the platform and knows nothing of the
// Portal above it; the browser never reaches it. Relative spellings are caught as well as '@/'.
const UPSTREAM = ['@/lib/upstream', '@/lib/upstream/*', '**/lib/upstream', '**/lib/upstream/*']
const ABOVE_UPSTREAM = [
  '@/lib/bff',
  '@/lib/bff/*',
  '**/lib/bff',
  '**/lib/bff/*',
  '../bff',
  '../bff/*',
  '@/components/*',
  '**/components/*',
  '@/app/*',
  '**/app/*',
]
// The browser reaches the BFF one way: components call lib/client/<area> and read through lib/swr/, which
// alone use the fetch helper and SWR itself.
const API_CLIENT = ['@/lib/api-client', '**/lib/api-client']
// A type carries no code across a layer: `import type` is allowed where the layer allows it (a component
// may name the UpstreamContext it passes on, never call the platform).
const layer = (group, message, allowTypeImports = false) => ({
  'no-restricted-imports': ['error', { patterns: [{ group, message, allowTypeImports }] }],
})

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      'bench-results/**',
      'node_modules/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
    ],
  },
  {
    files: ['platform/**/*.mjs', 'scripts/**/*.mjs'],
    rules: { '@next/next/no-assign-module-variable': 'off' },
  },
  {
    files: ['lib/upstream/**'],
    rules: layer(
      ABOVE_UPSTREAM,
      'lib/upstream is the bottom layer: it imports nothing from lib/bff, components or app.',
    ),
  },
  {
    files: ['components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: UPSTREAM,
              message: 'Components never import lib/upstream: take the data from the page or from lib/.',
              allowTypeImports: true,
            },
            {
              group: API_CLIENT,
              message: 'Components reach the BFF through lib/client/<area> and lib/swr/, not lib/api-client.',
            },
          ],
          paths: [
            {
              name: 'swr',
              message: 'Components read through the hooks in lib/swr/ and update through lib/client/<area>.',
            },
          ],
        },
      ],
    },
  },
  {
    // Route handlers (through bff(), checked by lib/layers.test.ts) and server pages and layouts may
    // read the platform; nothing else in app/ does.
    files: ['app/**'],
    ignores: ['app/**/route.ts', 'app/**/page.tsx', 'app/**/layout.tsx', 'app/**/*.test.ts'],
    rules: layer(
      UPSTREAM,
      'Only route handlers (inside bff()) and server pages or layouts import lib/upstream.',
    ),
  },
]

export default config
