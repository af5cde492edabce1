import { centrePage, centrePageMetadata } from '@/components/centre/centre'
import { memberCentre } from '@/components/member/centre'

export const generateMetadata = centrePageMetadata(memberCentre, 'rewardCenter')
export default centrePage(memberCentre, 'rewardCenter')
