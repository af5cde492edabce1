import type { CentrePageProps } from '@/components/centre/centre'
import { labelsOf } from '@/components/shell/labels'
import { recordZone } from '@/lib/records/read'
import { readFeedback } from '@/lib/support/feedback-data'
import { FeedbackForm } from './feedback-form'
import { FeedbackHistory } from './feedback-history'

// The member centre's feedback page (switch FEEDBACK3): the form, then what the member sent before, read
// here on the server (a sent item reads the page again).
export async function FeedbackPage({ ctx, localeTag }: CentrePageProps) {
  const [labels, items, zone] = await Promise.all([labelsOf('Support'), readFeedback(ctx), recordZone(ctx)])
  return (
    <>
      <FeedbackForm labels={labels} localeTag={localeTag} />
      <FeedbackHistory labels={labels} localeTag={localeTag} timeZone={zone.zone} items={items} />
    </>
  )
}
