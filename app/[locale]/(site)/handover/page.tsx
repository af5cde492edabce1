import { redirect } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { AuthPage } from '@/components/auth/auth-page'
import { HandoverChoice } from '@/components/auth/handover-choice'
import { getPathname } from '@/i18n/navigation'
import { safeNext } from '@/lib/auth/safe-next'
import { enterLocale } from '@/lib/page-locale'
import { pageContext } from '@/lib/request-context'
import { brandedMetadata } from '@/lib/seo'
import { currentMember } from '@/lib/session'
import { pendingHandover } from '@/lib/session/handover'

type Props = PageProps<'/[locale]/handover'>

export const generateMetadata = brandedMetadata('/handover', 'Handover.page', { index: false })

// A hand-over link opened while another account is signed in: the visitor says which account to go on
// with. Without a pending link or a session there is nothing to ask, and the visitor goes on.
export default async function HandoverPage({ params }: Props) {
  const locale = await enterLocale(params)
  const [ctx, member, t] = await Promise.all([pageContext(), currentMember(), getTranslations('Handover')])
  const pending = await pendingHandover(ctx.tenant.id)
  if (!pending || !member) {
    redirect(pending ? safeNext(pending.next) : getPathname({ href: '/', locale }))
  }
  return (
    <AuthPage id="handover-title" title={t('title')}>
      <HandoverChoice
        texts={{
          question: t('question', { current: member.account, other: pending.account }),
          keep: t('keep', { current: member.account }),
          switch: t('switch', { other: pending.account }),
          failed: t('failed'),
        }}
      />
    </AuthPage>
  )
}
