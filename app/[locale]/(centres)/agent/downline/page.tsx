import { centrePage, centrePageMetadata } from '@/components/centre/centre'
import { agentCentre } from '@/components/agent/centre'

export const generateMetadata = centrePageMetadata(agentCentre, 'downline')
export default centrePage(agentCentre, 'downline')
