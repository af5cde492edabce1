import 'server-only'
import type { UpstreamContext } from '@/lib/upstream/client'
import { feedbackHistory } from '@/lib/upstream/support'
import type { FeedbackItem } from './schemas'

// The member's past feedback as the feedback page reads it on the server; null when the platform could
// not be read (the page shows its error state with a link that reads again).
export const readFeedback = (ctx: UpstreamContext): Promise<FeedbackItem[] | null> =>
  feedbackHistory(ctx).catch(() => null)
