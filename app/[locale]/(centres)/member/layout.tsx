import { centreLayout } from '@/components/centre/centre'
import { memberCentre } from '@/components/member/centre'

export default centreLayout(memberCentre, { overlay: false })
