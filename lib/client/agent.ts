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
  const result = await apiFetch<ContractActionOutput>('/api/agent/contracts', {
    method: 'POST',
    body: input,
    networkErrorMessage: networkError,
  })
  await mutate(isPayList)
  return result
}

// Marks an announcement read; the list then shows it without its marker.
export async function readAnnouncement(id: string, networkError: string): Promise<void> {
  await apiFetch('/api/agent/announcements/read', {
    method: 'POST',
    body: { id },
    networkErrorMessage: networkError,
  })
  await mutate((key: unknown) => typeof key === 'string' && key.startsWith('/api/agent/announcements'))
}

// Sends amounts to several direct downlines at once; balances and the team list then change.
export async function transferToDownlines(
  input: z.input<typeof TransferInput>,
  networkError: string,
): Promise<TransferOutput> {
  const result = await apiFetch<TransferOutput>('/api/agent/transfer', {
    method: 'POST',
    body: input,
    networkErrorMessage: networkError,
  })
  await mutate(
    (key: unknown) => isAgentList(key) || (typeof key === 'string' && key.startsWith('/api/wallet')),
  )
  return result
}
