import { legalRoute } from '@/components/pages/legal-document'

const route = legalRoute('privacy')

export const generateMetadata = route.generateMetadata
export default route.Page
