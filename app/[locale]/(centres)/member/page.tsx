import { centreHome, centreHomeMetadata } from '@/components/centre/centre'
import { memberCentre } from '@/components/member/centre'

export const generateMetadata = centreHomeMetadata(memberCentre)
export default centreHome(memberCentre)
