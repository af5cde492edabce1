import { format } from 'node:util'
import pino from 'pino'
import { createLogger } from './log'

// What Next.js itself reports with console.error (a failed render, its own trouble) becomes one JSON
// line like the Portal's own, with the id of the request being handled (the logger's request scope),
// instead of a bare multi-line stack that names no request. It stays on stderr, where console.error
// wrote it. Returns the undo.
export function routeConsoleErrors(destination?: pino.DestinationStream): () => void {
  const original = console.error
  const logger = createLogger(destination ?? pino.destination({ dest: 2, sync: true }))
  console.error = (...args: unknown[]) => {
    logger.error(format(...args).replace(/^⨯ /, ''))
  }
  return () => {
    console.error = original
  }
}
