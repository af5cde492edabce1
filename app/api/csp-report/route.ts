// POST /api/csp-report - Content-Security-Policy violations the browsers report (report-to, report-uri),
// written to the log for the operator. Limited per address and per site, so a flood cannot fill the log.
import { bff } from '@/lib/bff/handler'
import { CspReportInput, logLine, violationsOf } from '@/lib/bff/csp-report'
import { LIMITS } from '@/lib/rate-limit/limiter'

export const dynamic = 'force-dynamic'

export const POST = bff(
  {
    crossSite: true,
    input: CspReportInput,
    rateLimit: [LIMITS.cspReportIp, { policy: LIMITS.cspReportSite, key: () => 'site' }],
  },
  async ({ input, tenant }) => {
    for (const violation of violationsOf(input).slice(0, 10)) console.warn(logLine(tenant.id, violation))
    return null
  },
)
