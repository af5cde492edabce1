// GET /api/member/protection/history - the last 12 months of account entries and rounds as one CSV file
import { bff } from '@/lib/bff/handler'
import { historyCsv } from '@/lib/protection/csv'
import { protectionHistory } from '@/lib/upstream/protection'

export const dynamic = 'force-dynamic'

export const GET = bff({ role: 'member' }, async ({ upstream }) => {
  const history = await protectionHistory(upstream)
  return new Response(historyCsv(history), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="history-${history.from.slice(0, 10)}.csv"`,
      'Cache-Control': 'no-store',
    },
  })
})
