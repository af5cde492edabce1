import nextJest from 'next/jest.js'

const createJestConfig = nextJest({ dir: './' })

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  // Some suites start a real redis-server; on a busy 2-core machine a connection and a round trip can
  // take longer than jest's 5 s default. A hung test still fails.
  testTimeout: 20_000,
  testMatch: ['<rootDir>/{lib,components,app,i18n,messages}/**/*.test.{ts,tsx}'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^server-only$': '<rootDir>/lib/testing/server-only-stub.ts',
  },
}

// next-intl and the packages it formats with ship only ES modules; component tests (jsdom, see the
// `@jest-environment` docblock of each) render inside NextIntlClientProvider, so jest compiles them.
const ESM_PACKAGES = ['next-intl', 'use-intl', '@formatjs', 'intl-messageformat', 'icu-minify']

export default async function jestConfig() {
  const resolved = await createJestConfig(config)()
  resolved.transformIgnorePatterns = [
    `/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`,
    ...resolved.transformIgnorePatterns.filter((pattern) => !pattern.includes('node_modules')),
  ]
  return resolved
}
