import { centreOverlayMetadata, centreOverlayPage } from '@/components/centre/centre'
import { agentCentre } from '@/components/agent/centre'

export const generateMetadata = centreOverlayMetadata(agentCentre)
export default centreOverlayPage(agentCentre)
