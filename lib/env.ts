import { readFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { parseTrustedProxies } from '@/lib/net/trusted-proxies'

const flag = z
  .enum(['0', '1', 'true', 'false'])
  .default('0')
  .transform((v) => v === '1' || v === 'true')

// `id:secret` pairs, newest first. Ids are numbers because iron-session seals with the highest one and
// unseals with whichever id a cookie names, which is what makes rotation work.
const SessionSecrets = z
  .string()
  .optional()
  .transform((text, ctx) => {
    if (!text?.trim()) return undefined
    const map: Record<string, string> = {}
    for (const pair of text.split(',')) {
      const at = pair.indexOf(':')
      const id = pair.slice(0, at).trim()
      const secret = pair.slice(at + 1).trim()
      if (at < 1 || !/^\d+$/.test(id) || secret.length < 32 || map[id]) {
        ctx.addIssue({
          code: 'custom',
          message:
            'expected comma-separated id:secret pairs with numeric unique ids and secrets of 32+ characters',
        })
        return z.NEVER
      }
      map[id] = secret
    }
    return map
  })

// One validated view of the process environment; nothing else reads process.env directly.
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  UPSTREAM_URL: z.url().default('http://127.0.0.1:4010'),
  TENANTS_FILE: z.string().min(1).default('config/tenants.json'),
  // Upstream call timeouts by kind (lib/upstream/client.ts): most calls, catalogue reads, money calls.
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  UPSTREAM_CATALOGUE_TIMEOUT_MS: z.coerce.number().int().positive().default(2000),
  UPSTREAM_MONEY_TIMEOUT_MS: z.coerce.number().int().positive().default(15000),
  // How long a page waits for the platform before it renders with what it has.
  PAGE_DEADLINE_MS: z.coerce.number().int().positive().default(3000),
  CATALOGUE_TTL_SECONDS: z.coerce.number().int().nonnegative().default(60),
  CATALOGUE_STALE_SECONDS: z.coerce.number().int().nonnegative().default(600),
  // Sessions (docs/security.md).
  SESSION_SECRETS: SessionSecrets,
  // A file holding SESSION_SECRETS instead (a mounted secret), same format; read once at start.
  SESSION_SECRETS_FILE: z.string().optional(),
  SESSION_IDLE_MINUTES: z.coerce.number().positive().default(30),
  SESSION_MAX_HOURS: z.coerce.number().positive().default(12),
  // Test runs only: session timestamps follow the `X-Test-Now` request header (epoch milliseconds).
  PORTAL_TEST_CLOCK: flag,
  // Reverse proxies whose X-Forwarded-For and X-Forwarded-Host are believed: addresses or CIDR ranges,
  // comma-separated (lib/net/trusted-proxies.ts). None by default: the socket's peer is the client.
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .superRefine((text, ctx) => {
      try {
        parseTrustedProxies(text)
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message })
      }
    }),
  // Rate limits, revoked sessions and the catalogue cache: shared through Redis when set, in process
  // memory otherwise (docs/security.md, "Shared store").
  REDIS_URL: z.url().optional(),
  // Multiplies every per-address limit; test runs raise it because all their browsers share 127.0.0.1.
  RATE_LIMIT_IP_FACTOR: z.coerce.number().positive().default(1),
  // Replaces every rate-limit window (seconds) when set; test runs shorten it to watch a window pass.
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().optional(),
  // Extra origins for the Content-Security-Policy, space-separated (image CDNs, game hosts, SMS login).
  CSP_IMG_SRC: z.string().default(''),
  CSP_FRAME_SRC: z.string().default(''),
  CSP_CONNECT_SRC: z.string().default(''),
  CSP_SCRIPT_SRC: z.string().default(''),
})

export type Env = z.infer<typeof EnvSchema>

let cached: Env | undefined

// SESSION_SECRETS from the file SESSION_SECRETS_FILE names, when it names one; an error of one line that
// names the file when it cannot be read, is empty or holds no valid secrets.
function withSecretsFile(source: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const file = source.SESSION_SECRETS_FILE
  if (!file) return source
  if (source.SESSION_SECRETS?.trim()) {
    throw new Error('SESSION_SECRETS and SESSION_SECRETS_FILE are both set: keep one of them')
  }
  const where = path.resolve(/*turbopackIgnore: true*/ process.cwd(), file)
  let text: string
  try {
    text = readFileSync(where, 'utf8').trim()
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message
    throw new Error(`SESSION_SECRETS_FILE ${where}: cannot be read (${reason})`)
  }
  if (!text) throw new Error(`SESSION_SECRETS_FILE ${where}: the file is empty`)
  const parsed = SessionSecrets.safeParse(text)
  if (!parsed.success) {
    throw new Error(`SESSION_SECRETS_FILE ${where}: ${parsed.error.issues.map((i) => i.message).join('; ')}`)
  }
  return { ...source, SESSION_SECRETS: text }
}

export function env(): Env {
  if (!cached) {
    const parsed = EnvSchema.safeParse(withSecretsFile(process.env))
    if (!parsed.success) {
      throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`)
    }
    cached = parsed.data
  }
  return cached
}

// Tests change process.env between cases; production reads it once.
export function resetEnvForTests(): void {
  cached = undefined
}
