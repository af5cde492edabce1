import pino from 'pino'
import { currentRequestId } from './request-scope'

// Structured JSON lines on stdout, one event per line, for whatever collects the container's output.
// Secrets never reach a line: the fields that could carry them are censored wherever they appear.
export const REDACTED_FIELDS = [
  'token',
  'password',
  'cookie',
  'authorization',
  'paymentPassword',
  'newPassword',
  'oldPassword',
  'secret',
]

const holder = globalThis as typeof globalThis & { __portalLog?: pino.Logger }

export function createLogger(destination?: pino.DestinationStream): pino.Logger {
  return pino(
    {
      base: { service: 'portal' },
      // Unit tests exercise failures on purpose; their logs would only bury the test report.
      level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      // The id of the request whose handling writes the line, the same as on its access-log line.
      mixin: () => {
        const requestId = currentRequestId()
        return requestId ? { requestId } : {}
      },
      redact: {
        paths: REDACTED_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
        censor: '[redacted]',
      },
    },
    destination,
  )
}

export function log(): pino.Logger {
  holder.__portalLog ??= createLogger()
  return holder.__portalLog
}
