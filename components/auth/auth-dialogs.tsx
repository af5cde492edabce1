import 'server-only'
import { firebaseConfigOf } from '@/lib/firebase/config'
import { pageContext } from '@/lib/request-context'
import { currentMember } from '@/lib/session'
import { currentTenant } from '@/lib/tenant'
import { getSiteStatus } from '@/lib/upstream/catalogue'
import { AuthDialogHost } from './auth-dialog-host'
import { AuthMessages } from './auth-messages'

// Mounted once in the layout: the dialog host with the tenant's switches and public keys.
export async function AuthDialogs() {
  const [tenant, member, status] = await Promise.all([
    currentTenant(),
    currentMember(),
    pageContext()
      .then((ctx) => getSiteStatus(ctx))
      .catch(() => null),
  ])
  const features = status?.features ?? {}
  return (
    <AuthMessages>
      <AuthDialogHost
        features={{ smsLogin: !!features.MOBILEVERCODELOGIN3, register: features.DIRECTREG3 !== false }}
        firebase={firebaseConfigOf(tenant)}
        mustChangePassword={!!member?.mustChangePassword}
      />
    </AuthMessages>
  )
}
