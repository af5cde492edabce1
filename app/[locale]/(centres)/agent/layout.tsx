import { centreLayout } from '@/components/centre/centre'
import { agentCentre } from '@/components/agent/centre'

export default centreLayout(agentCentre, { overlay: false })
