// GET /api/support/feedback - the member's past feedback with status and reply
// POST /api/support/feedback - multipart `content` and up to 3 `images`, checked by content, then sent
import { bff } from '@/lib/bff/handler'
import { byAccount } from '@/lib/member/cashier-limits'
import { FEEDBACK_LIMITS, readFeedbackForm } from '@/lib/support/feedback-form'
import { feedbackHistory, sendFeedback } from '@/lib/upstream/support'

export const dynamic = 'force-dynamic'

export const GET = bff({ role: 'member', feature: 'feedback' }, async ({ upstream }) =>
  feedbackHistory(upstream),
)

export const POST = bff(
  {
    role: 'member',
    feature: 'feedback',
    rateLimit: [{ policy: FEEDBACK_LIMITS.account, key: byAccount }, FEEDBACK_LIMITS.address],
  },
  async ({ req, upstream }) => sendFeedback(upstream, await readFeedbackForm(req)),
)
