import { centreLayout } from '@/components/centre/centre'
import { memberCentre } from '@/components/member/centre'

// The member centre opened over the page the player is on (a link followed on this site): Back closes it
// and leaves that page as it was; the same address loaded anew opens (centres)/member/ instead.
export default centreLayout(memberCentre, { overlay: true })
