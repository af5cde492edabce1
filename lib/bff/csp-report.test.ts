import { CspReportInput, logLine, violationsOf } from './csp-report'

describe('CSP violation reports', () => {
  it('reads Reporting API lists and keeps only where, never queries', () => {
    const input = CspReportInput.parse([
      {
        type: 'csp-violation',
        age: 3,
        body: {
          documentURL: 'https://solara.example/en/help?token=secret#x',
          blockedURL: 'https://evil.example/x.js?session=abc',
          effectiveDirective: 'script-src-elem',
          disposition: 'enforce',
        },
      },
      { type: 'deprecation', body: {} },
    ])
    const violations = violationsOf(input)
    expect(violations).toEqual([
      {
        directive: 'script-src-elem',
        blocked: 'https://evil.example/x.js',
        page: 'https://solara.example/en/help',
        disposition: 'enforce',
      },
    ])
    expect(logLine('solara', violations[0]!)).toBe(
      '[csp] solara enforce script-src-elem blocked https://evil.example/x.js on https://solara.example/en/help',
    )
  })

  it('reads the older report-uri shape and keeps log lines on one line', () => {
    const input = CspReportInput.parse({
      'csp-report': {
        'document-uri': 'http://localhost:3000/',
        'blocked-uri': 'inline\n[csp] forged line',
        'violated-directive': "script-src 'self'",
      },
    })
    const [violation] = violationsOf(input)
    expect(violation?.directive).toBe('script-src')
    expect(logLine('solara', violation!)).not.toMatch(/\n/)
  })

  it('refuses what is not a report', () => {
    expect(CspReportInput.safeParse({ hello: 'world' }).success).toBe(false)
    expect(
      CspReportInput.safeParse([{ type: 'csp-violation', body: { blockedURL: 'x'.repeat(5000) } }]).success,
    ).toBe(false)
  })
})
