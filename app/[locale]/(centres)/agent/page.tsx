import { centreHome, centreHomeMetadata } from '@/components/centre/centre'
import { agentCentre } from '@/components/agent/centre'

export const generateMetadata = centreHomeMetadata(agentCentre)
export default centreHome(agentCentre)
