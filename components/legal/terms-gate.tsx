import { labelsOf } from '@/components/shell/labels'
import type { MemberView } from '@/lib/types'
import { TermsDialog } from './terms-dialog'

// Terms accepted by version (docs/platform.md, "Terms accepted by version"): for a signed-in member (not
// a demo account, not before a pending password change), the dialog that asks them to accept the current
// terms whenever the platform says their accepted version is older. The browser asks on every page.
export async function TermsGate({ member }: { member: MemberView | null }) {
  if (!member || member.isTrial || member.mustChangePassword) return null
  return <TermsDialog labels={await labelsOf('TermsGate')} />
}
