// POST /api/member/language - remember the language the member chose
import { ApiError } from '@/lib/bff/errors'
import { bff } from '@/lib/bff/handler'
import { LanguageInput } from '@/lib/member/schemas'
import { setMemberLanguage } from '@/lib/upstream/member'

export const dynamic = 'force-dynamic'

export const POST = bff({ role: 'trial', input: LanguageInput }, async ({ input, upstream, tenant }) => {
  if (!tenant.locales.includes(input.locale))
    throw new ApiError('invalid_input', { fields: { locale: 'invalid' } })
  await setMemberLanguage(upstream, input.locale)
  return { locale: input.locale }
})
