import { z } from 'zod'

// Content-Security-Policy violation reports, as browsers send them: the Reporting API's list
// (`application/reports+json`, from `report-to`) or the older single report (`application/csp-report`,
// from `report-uri`). Only what an operator needs to find the cause is kept, cut short and stripped of
// anything that could forge a log line.
export const CSP_REPORT_PATH = '/api/csp-report'
export const CSP_REPORT_GROUP = 'csp'

const text = z.string().max(4096).optional()

const ModernBody = z.object({
  documentURL: text,
  blockedURL: text,
  effectiveDirective: text,
  disposition: text,
})

const LegacyBody = z.object({
  'document-uri': text,
  'blocked-uri': text,
  'effective-directive': text,
  'violated-directive': text,
  disposition: text,
})

export const CspReportInput = z.union([
  z.array(z.object({ type: z.string().max(64), body: ModernBody.optional() })).max(50),
  z.object({ 'csp-report': LegacyBody }),
])
export type CspReportInput = z.infer<typeof CspReportInput>

export type Violation = { directive: string; blocked: string; page: string; disposition: string }

// A URL's origin and path only: queries and fragments can carry tokens or personal data.
function place(value: string | undefined): string {
  if (!value) return '-'
  try {
    const url = new URL(value)
    return `${url.origin}${url.pathname}`.slice(0, 200)
  } catch {
    return value.replace(/[^\w.:/-]/g, '?').slice(0, 40)
  }
}

const word = (value: string | undefined) => (value ?? '-').replace(/[^\w-]/g, '?').slice(0, 40) || '-'

export function violationsOf(input: CspReportInput): Violation[] {
  if (Array.isArray(input)) {
    return input
      .filter((report) => report.type === 'csp-violation' && report.body)
      .map(({ body }) => ({
        directive: word(body?.effectiveDirective),
        blocked: place(body?.blockedURL),
        page: place(body?.documentURL),
        disposition: word(body?.disposition),
      }))
  }
  const report = input['csp-report']
  return [
    {
      directive: word(report['effective-directive'] ?? report['violated-directive']?.split(' ')[0]),
      blocked: place(report['blocked-uri']),
      page: place(report['document-uri']),
      disposition: word(report.disposition),
    },
  ]
}

export function logLine(tenant: string, v: Violation): string {
  return `[csp] ${tenant} ${v.disposition} ${v.directive} blocked ${v.blocked} on ${v.page}`
}
