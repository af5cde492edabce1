'use client'

import type { Messages } from 'next-intl'
import { useForm } from '@/components/ui/form'
import { isApiError } from '@/lib/client/errors'

type Labels = Messages['PromotionClaim']

// Maps a refusal's reason to its label; false when the form should show its generic failure.
export function useClaimForm(labels: Labels) {
  const form = useForm<never>({ initial: {}, networkError: labels.networkError })
  const refused = (error: unknown) => {
    const reason = isApiError(error) ? error.fields._ : undefined
    const text = reason ? (labels as Record<string, string>)[`error_${reason}`] : undefined
    if (!text) return false
    form.setFailure(text)
    return true
  }
  return { form, refused }
}
