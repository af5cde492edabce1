import type { CentrePageProps } from '@/components/centre/centre'
import { labelsOf } from '@/components/shell/labels'
import { FeedbackForm } from './feedback-form'
import { FeedbackHistory } from './feedback-history'

// The member centre's feedback page (switch FEEDBACK3): the form, then what the member sent before.
export async function FeedbackPage({ localeTag }: CentrePageProps) {
  const labels = await labelsOf('Support')
  return (
    <>
      <FeedbackForm labels={labels} localeTag={localeTag} />
      <FeedbackHistory labels={labels} localeTag={localeTag} />
    </>
  )
}
