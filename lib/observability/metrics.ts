import { Counter, Gauge, Histogram, register, type Registry } from 'prom-client'

// Prometheus metrics for operators, served on their own port by scripts/portal-server.mjs, which also
// counts and times every request by route. prom-client is a server external (next.config.mjs), so the
// route bundles, the request gate and the server all record into the one default registry of the process.
type Metrics = {
  registry: Registry
  upstreamCalls: Counter<'call' | 'outcome'>
  upstreamDuration: Histogram<'call'>
  breakerOpen: Gauge<'upstream'>
  cache: Counter<'tier' | 'result'>
  limitRefusals: Counter<'limit'>
  storeErrors: Counter<'store'>
}

const holder = globalThis as typeof globalThis & { __portalMetrics?: Metrics }

function existing<T>(name: string, make: () => T): T {
  return (register.getSingleMetric(name) as T | undefined) ?? make()
}

export function metrics(): Metrics {
  if (holder.__portalMetrics) return holder.__portalMetrics
  const seconds = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]
  holder.__portalMetrics = {
    registry: register,
    upstreamCalls: existing(
      'portal_upstream_calls_total',
      () =>
        new Counter({
          name: 'portal_upstream_calls_total',
          help: 'Calls to the platform by call and outcome (ok, refused, timeout, unreachable, bad_response, circuit_open)',
          labelNames: ['call', 'outcome'],
        }),
    ),
    upstreamDuration: existing(
      'portal_upstream_call_duration_seconds',
      () =>
        new Histogram({
          name: 'portal_upstream_call_duration_seconds',
          help: 'Time the platform took to answer, by call',
          labelNames: ['call'],
          buckets: seconds,
        }),
    ),
    breakerOpen: existing(
      'portal_upstream_breaker_open',
      () =>
        new Gauge({
          name: 'portal_upstream_breaker_open',
          help: '1 while the circuit breaker of an upstream is open',
          labelNames: ['upstream'],
        }),
    ),
    cache: existing(
      'portal_catalogue_cache_total',
      () =>
        new Counter({
          name: 'portal_catalogue_cache_total',
          help: 'Catalogue cache lookups by tier (memory, redis, member) and result (hit, miss, stale, error)',
          labelNames: ['tier', 'result'],
        }),
    ),
    limitRefusals: existing(
      'portal_rate_limit_refusals_total',
      () =>
        new Counter({
          name: 'portal_rate_limit_refusals_total',
          help: 'Requests refused by a rate limit, by limit (store_down: refused because the shared store is unreachable)',
          labelNames: ['limit'],
        }),
    ),
    storeErrors: existing(
      'portal_shared_store_errors_total',
      () =>
        new Counter({
          name: 'portal_shared_store_errors_total',
          help: 'Failed commands to the shared store (Redis), by user (limits, cache)',
          labelNames: ['store'],
        }),
    ),
  }
  return holder.__portalMetrics
}
