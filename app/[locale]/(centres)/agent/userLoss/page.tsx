import { centrePage, centrePageMetadata } from '@/components/centre/centre'
import { agentCentre } from '@/components/agent/centre'

export const generateMetadata = centrePageMetadata(agentCentre, 'userLoss')
export default centrePage(agentCentre, 'userLoss')
