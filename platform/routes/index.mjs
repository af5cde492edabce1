// @ts-check
// Every route module, in registration order. A module exports
// `default function register(router, platform)`; adding an upstream area is one name in this list.

/** @typedef {(router: import('../app.mjs').PlatformRouter, platform: import('../app.mjs').Platform) => void} RouteModule */

const MODULE_NAMES = [
  'system',
  'content',
  'games',
  'session',
  'member',
  'wallet',
  'assets',
  'test-control',
  'game-list',
  'lottery',
  'play',
  'records',
  'firebase-emulator',
  'cashier',
  'agent',
  'funds',
  'agent-reports',
  'agent-pay',
  'protection',
  'chat',
  'cashier-console',
  'support',
  'points',
  'rewards',
  'promotions',
  'series',
  'identity',
  'terms',
]

/** @type {RouteModule[]} */
export const routeModules = await Promise.all(
  MODULE_NAMES.map(
    async (name) => /** @type {{ default: RouteModule }} */ (await import(`./${name}.mjs`)).default,
  ),
)
