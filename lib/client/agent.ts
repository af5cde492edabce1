'use client'

import { mutate } from 'swr'
import { apiFetch } from '@/lib/api-client'
import type {
  ContractActionInput,
  ContractActionOutput,
  RegisterDownlineInput,
  RegisterDownlineOutput,
  TransferInput,
  TransferOutput,
} from '@/lib/agent/schemas'
import type { z } from 'zod'

// The browser's calls to the agent routes that change something, typed from their schemas
// (lib/agent/schemas.ts); each refreshes the agent centre's lists it changes (lib/swr/use-agent.ts).

// Posts a change, then refreshes the cached reads it touches (every key `stale` accepts).
async function post<Output>(
  path: string,
  body: unknown,
  networkError: string,
  stale: (key: unknown) => boolean,
): Promise<Output> {
  const result = await apiFetch<Output>(path, { method: 'POST', body, networkErrorMessage: networkError })
  await mutate(stale)
  return result
}

const isAgentList = (key: unknown) =>
  typeof key === 'string' && (key.startsWith('/api/agent/downline') || key.startsWith('/api/agent/overview'))

// Opens an account in the agent's own downline; the team list and overview then show it.
export async function registerDownline(
  input: z.input<typeof RegisterDownlineInput>,
  networkError: string,
): Promise<RegisterDownlineOutput> {
  return post('/api/agent/register', input, networkError, isAgentList)
}

const isPayList = (key: unknown) =>
  typeof key === 'string' &&
  (key.startsWith('/api/agent/contracts') ||
    key.startsWith('/api/agent/income') ||
    key.startsWith('/api/agent/downline'))

// Offers a contract to a direct downline agent, or signs or refuses one offered to this agent; the
// contract pages then show the change.
export async function contractAction(
  input: z.input<typeof ContractActionInput>,
  networkError: string,
): Promise<ContractActionOutput> {
  return post('/api/agent/contracts', input, networkError, isPayList)
}

// Marks an announcement read; the list then shows it without its marker.
export async function readAnnouncement(id: string, networkError: string): Promise<void> {
  await post(
    '/api/agent/announcements/read',
    { id },
    networkError,
    (key) => typeof key === 'string' && key.startsWith('/api/agent/announcements'),
  )
}

// Sends amounts to several direct downlines at once; balances and the team list then change.
export async function transferToDownlines(
  input: z.input<typeof TransferInput>,
  networkError: string,
): Promise<TransferOutput> {
  return post(
    '/api/agent/transfer',
    input,
    networkError,
    (key) => isAgentList(key) || (typeof key === 'string' && key.startsWith('/api/wallet')),
  )
}
