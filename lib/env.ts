import { z } from 'zod'

// One validated view of the process environment; nothing else reads process.env directly.
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  UPSTREAM_URL: z.url().default('http://127.0.0.1:4010'),
  TENANTS_FILE: z.string().min(1).default('config/tenants.json'),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
  CATALOGUE_TTL_SECONDS: z.coerce.number().int().nonnegative().default(60),
})

export type Env = z.infer<typeof EnvSchema>

let cached: Env | undefined

export function env(): Env {
  if (!cached) {
    const parsed = EnvSchema.safeParse(process.env)
    if (!parsed.success) {
      throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`)
    }
    cached = parsed.data
  }
  return cached
}
