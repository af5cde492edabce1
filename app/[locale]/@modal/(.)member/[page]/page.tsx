import { centreOverlayMetadata, centreOverlayPage } from '@/components/centre/centre'
import { memberCentre } from '@/components/member/centre'

export const generateMetadata = centreOverlayMetadata(memberCentre)
export default centreOverlayPage(memberCentre)
