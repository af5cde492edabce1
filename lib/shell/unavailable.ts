// A page the platform's failure leaves without what it was asked for answers 503 with Retry-After, so that
// crawlers and monitors see the outage (docs/shell.md, "When the platform is down"). Next.js gives a
// rendered page no way to choose that status: a rewrite keeps the page's own, and a thrown error answers
// 500. The production server (scripts/portal-server.mjs) sets it instead, from two signs:
// - UNAVAILABLE_HEADER, which the request gate puts on its rewrite to the "could not load" screen when
//   the platform has been silent for longer than the catalogue keeps its answers;
// - the request's record, which the upstream client marks when a call finds the platform down, for a
//   page that then fails (500).
// The server removes the header before answering.
export const UNAVAILABLE_HEADER = 'x-portal-unavailable'

type RequestRecord = { platformFailed: boolean }
type RecordStorage = { getStore(): RequestRecord | undefined }

// The production server's AsyncLocalStorage of request records, shared through the process's globals
// (the server is no part of the build). Absent under `next dev` and in unit tests: nothing is marked.
const STORAGE = Symbol.for('portal.request-record')

export function notePlatformFailure(): void {
  const storage = (globalThis as { [STORAGE]?: RecordStorage })[STORAGE]
  const record = storage?.getStore()
  if (record) record.platformFailed = true
}
