import { centrePageGate } from '@/components/centre/centre'
import { agentCentre } from '@/components/agent/centre'

export default centrePageGate(agentCentre)
