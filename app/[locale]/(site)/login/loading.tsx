import { FormSkeleton } from '@/components/auth/form-skeleton'

export default function Loading() {
  return <FormSkeleton fields={4} />
}
