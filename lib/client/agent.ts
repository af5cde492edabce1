'use client'

import { mutate } from 'swr'
import { apiFetch } from '@/lib/api-client'
import type { RegisterDownlineInput, RegisterDownlineOutput } from '@/lib/agent/schemas'
import type { z } from 'zod'

// The browser's calls to the agent routes that change something, typed from their schemas
// (lib/agent/schemas.ts); each refreshes the agent centre's lists it changes (lib/swr/use-agent.ts).

const isAgentList = (key: unknown) =>
  typeof key === 'string' && (key.startsWith('/api/agent/downline') || key.startsWith('/api/agent/overview'))

// Opens an account in the agent's own downline; the team list and overview then show it.
export async function registerDownline(
  input: z.input<typeof RegisterDownlineInput>,
  networkError: string,
): Promise<RegisterDownlineOutput> {
  const created = await apiFetch<RegisterDownlineOutput>('/api/agent/register', {
    method: 'POST',
    body: input,
    networkErrorMessage: networkError,
  })
  await mutate(isAgentList)
  return created
}
