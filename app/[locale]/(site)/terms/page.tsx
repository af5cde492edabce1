import { legalRoute } from '@/components/pages/legal-document'

const route = legalRoute('terms')

export const generateMetadata = route.generateMetadata
export default route.Page
