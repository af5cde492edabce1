// The one rule for every redirect target (after logging in, after a hand-over link): the target is
// parsed the way a browser will parse it, against this site's own origin, and kept only when it stays
// on that origin. Browsers drop tab, CR and LF from addresses and read a backslash as a slash, so a
// check on the raw text (`//host`, `\`) misses `/\t/evil.example`; the parser does not. The answer is
// the serialised path, query and fragment: percent-encoded, so it is always a valid Location header, and
// with its dot segments resolved, so that what the browser is sent is what was checked.
const OWN_ORIGIN = 'https://portal.invalid'

export function safeNext(next: string | null | undefined, origin: string = OWN_ORIGIN): string {
  if (typeof next !== 'string' || !next.startsWith('/')) return '/'
  let url: URL
  try {
    url = new URL(next, origin)
  } catch {
    return '/'
  }
  const own = new URL(origin).origin
  if (url.origin !== own) return '/'
  // The path once its dot segments are resolved: `/..//evil.example` becomes `//evil.example`, which as
  // a Location is another host. The answer must itself read back as this same address.
  const target = `${url.pathname}${url.search}${url.hash}`
  return new URL(target, own).href === url.href ? target : '/'
}
