import { getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import { legalVersion } from '@/lib/legal/documents'
import { currentTenant } from '@/lib/tenant'
import type { MemberView } from '@/lib/types'
import { TermsDialogSlot } from '@/components/shell/member-slots'

// Terms accepted by version (docs/platform.md, "Terms accepted by version"): for a signed-in member (not
// a demo account, not before a pending password change) of a tenant that publishes versioned terms, the
// dialog that asks them to accept the current version whenever the platform says theirs is older. The
// text and the link to the terms (a new tab) are rendered here; the browser asks on every page.
export async function TermsGate({ member }: { member: MemberView | null }) {
  if (!member || member.isTrial || member.mustChangePassword) return null
  const [tenant, t] = await Promise.all([currentTenant(), getTranslations('TermsGate')])
  const version = legalVersion(tenant, 'terms')
  if (version === null) return null
  const labels = { title: t('title'), accept: t('accept'), accepting: t('accepting'), signOut: t('signOut') }
  return (
    <TermsDialogSlot version={version} labels={{ ...labels, failed: t('failed') }}>
      <p>{t('text', { version })}</p>
      <p>
        <Link href="/terms" target="_blank" rel="noopener">
          {t('read')}
        </Link>
      </p>
    </TermsDialogSlot>
  )
}
