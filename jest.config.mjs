import nextJest from 'next/jest.js'

const createJestConfig = nextJest({ dir: './' })

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/{lib,components,app,i18n,messages}/**/*.test.{ts,tsx}', '<rootDir>/proxy.test.ts'],
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
