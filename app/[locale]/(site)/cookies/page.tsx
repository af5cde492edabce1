import { legalRoute } from '@/components/pages/legal-document'

const route = legalRoute('cookies')

export const generateMetadata = route.generateMetadata
export default route.Page
