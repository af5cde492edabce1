import { centrePage, centrePageMetadata } from '@/components/centre/centre'
import { agentCentre } from '@/components/agent/centre'

export const generateMetadata = centrePageMetadata(agentCentre, 'myIncome')
export default centrePage(agentCentre, 'myIncome')
