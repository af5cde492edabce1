import { centrePage, centrePageMetadata } from '@/components/centre/centre'
import { memberCentre } from '@/components/member/centre'

export const generateMetadata = centrePageMetadata(memberCentre, 'messageV2')
export default centrePage(memberCentre, 'messageV2')
