import { redirect } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { AuthPage } from '@/components/auth/auth-page'
import { HandoverChoice } from '@/components/auth/handover-choice'
import styles from '@/components/auth/auth.module.css'
import { getPathname } from '@/i18n/navigation'
import { enterLocale } from '@/lib/page-locale'
import { pageContext } from '@/lib/request-context'
import { brandedMetadata } from '@/lib/seo'
import { currentMember } from '@/lib/session'
import { pendingHandover } from '@/lib/session/handover'

type Props = PageProps<'/[locale]/handover'>

export const generateMetadata = brandedMetadata('/handover', 'Handover.page', { index: false })

// A hand-over link that signs in without asking would let any site sign a visitor into an account of
// its choosing: the visitor says which account to go on with (signed in), or whether to sign in as the
// link's (a guest). Without a pending link there is nothing to ask, and the visitor goes on.
export default async function HandoverPage({ params }: Props) {
  const locale = await enterLocale(params)
  const [ctx, member, t] = await Promise.all([pageContext(), currentMember(), getTranslations('Handover')])
  const pending = await pendingHandover(ctx.tenant.id)
  if (!pending) redirect(getPathname({ href: '/', locale }))
  const other = pending.account
  return (
    <AuthPage id="handover-title" title={member ? t('title') : t('guestTitle')}>
      <div className={styles.form}>
        <p>{member ? t('question', { current: member.account, other }) : t('guestQuestion', { other })}</p>
        <HandoverChoice
          texts={
            member
              ? {
                  keep: t('keep', { current: member.account }),
                  switch: t('switch', { other }),
                  failed: t('failed'),
                }
              : { keep: t('guestKeep'), switch: t('guestSwitch', { other }), failed: t('failed') }
          }
        />
      </div>
    </AuthPage>
  )
}
