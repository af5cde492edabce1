'use client'

import { track } from '@/lib/analytics/track'
import { mutate } from 'swr'
import { apiFetch } from '@/lib/api-client'
import type {
  AffiliateCheckOutput,
  ChangePasswordInput,
  HandoverInput,
  LoginInput,
  LoginOutput,
  RegisterInput,
  RegisterOutput,
  ResetByEmailInput,
  ResetByPhoneInput,
  ResetByPhoneOutput,
  SmsInput,
  SmsOutput,
  UsernameCheckOutput,
} from '@/lib/auth/schemas'
import { SESSION_KEY } from '@/lib/swr/use-session'
import type { MemberView } from '@/lib/types'

// The browser's calls to the auth routes, typed from their schemas (lib/auth/schemas.ts). Every call that
// changes who is signed in updates the session in SWR itself, so no form has to remember to.
// `networkError` is the translated text shown when the network fails before any answer.

const post = <T>(path: string, body: unknown, networkError?: string) =>
  apiFetch<T>(path, { method: 'POST', body, networkErrorMessage: networkError })

const signedIn = (member: MemberView | null) => mutate(SESSION_KEY, member, { revalidate: false })

export async function login(input: LoginInput, networkError: string): Promise<LoginOutput> {
  const result = await post<LoginOutput>('/api/auth/login', input, networkError)
  await signedIn(result.member)
  return result
}

export async function register(input: RegisterInput, networkError: string): Promise<MemberView> {
  const { member } = await post<RegisterOutput>('/api/auth/register', input, networkError)
  track('sign_up')
  await signedIn(member)
  return member
}

export async function logout(networkError?: string): Promise<void> {
  await post<null>('/api/auth/logout', {}, networkError)
  await signedIn(null)
}

// A changed password ends the session here too, so the new one is used at once.
export async function changePassword(input: ChangePasswordInput, networkError: string): Promise<void> {
  await post<null>('/api/auth/password/change', input, networkError)
  await logout().catch(() => signedIn(null))
}

export function resetByEmail(input: ResetByEmailInput, networkError: string): Promise<null> {
  return post<null>('/api/auth/password/email', input, networkError)
}

// Answers the member when the platform signed the player in with the new password.
export async function resetByPhone(
  input: ResetByPhoneInput,
  networkError: string,
): Promise<MemberView | null> {
  const { member } = await post<ResetByPhoneOutput>('/api/auth/password/phone', input, networkError)
  if (member) await signedIn(member)
  return member
}

export function sendSmsCode(input: SmsInput, networkError: string): Promise<SmsOutput> {
  return post<SmsOutput>('/api/auth/sms', input, networkError)
}

export async function usernameAvailable(username: string): Promise<boolean> {
  const { available } = await apiFetch<UsernameCheckOutput>('/api/auth/username-check', {
    query: { username },
  })
  return available
}

// A new image captcha (its answer stays on the server).
export async function captchaImage(): Promise<string> {
  const { image } = await apiFetch<{ image: string }>('/api/auth/captcha')
  return image
}

export async function affiliateValid(code: string): Promise<boolean> {
  const { valid } = await apiFetch<AffiliateCheckOutput>('/api/auth/affiliate-check', { query: { code } })
  return valid
}

// The answer on the hand-over page; the session changes only with 'switch', and the page then reloads.
export function answerHandover(
  choice: HandoverInput['choice'],
  networkError: string,
): Promise<{ next: string }> {
  return post<{ next: string }>('/api/auth/handover', { choice }, networkError)
}
