import { centrePage, centrePageMetadata } from '@/components/centre/centre'
import { memberCentre } from '@/components/member/centre'

export const generateMetadata = centrePageMetadata(memberCentre, 'withdraw')
export default centrePage(memberCentre, 'withdraw')
