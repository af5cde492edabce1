import { centrePageGate } from '@/components/centre/centre'
import { memberCentre } from '@/components/member/centre'

export default centrePageGate(memberCentre)
