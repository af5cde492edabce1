// Where to go after logging in: only a path of this site, never `//host`, a scheme or a backslash trick
// that a browser reads as another host.
export function safeNext(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return '/'
  return next
}
