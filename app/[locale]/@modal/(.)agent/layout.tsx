import { centreLayout } from '@/components/centre/centre'
import { agentCentre } from '@/components/agent/centre'

// The agent centre opened over the page the player is on (a link followed on this site): Back closes it
// and leaves that page as it was; the same address loaded anew opens (centres)/agent/ instead.
export default centreLayout(agentCentre, { overlay: true })
