import { centrePage, centrePageMetadata } from '@/components/centre/centre'
import { memberCentre } from '@/components/member/centre'

export const generateMetadata = centrePageMetadata(memberCentre, 'feedback')
export default centrePage(memberCentre, 'feedback')
