import { centrePage, centrePageMetadata } from '@/components/centre/centre'
import { memberCentre } from '@/components/member/centre'

export const generateMetadata = centrePageMetadata(memberCentre, 'depositv2')
export default centrePage(memberCentre, 'depositv2')
