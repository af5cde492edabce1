// Puts values into a `{name}` placeholder text on the client, where the ICU formatter is not shipped.
// A count is worded with ICU's plural form, `{count, plural, one {# member} other {# members}}`
// (exact `=N` cases first, then the locale's category, then `other`; `#` is the count).
export function fill(template: string, values: Record<string, string | number>, localeTag = 'en'): string {
  return simple(plurals(template, values, localeTag), values)
}

function simple(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  )
}

const PLURAL = /\{(\w+),\s*plural,/g

function plurals(template: string, values: Record<string, string | number>, localeTag: string): string {
  let out = ''
  let from = 0
  for (const match of template.matchAll(PLURAL)) {
    if (match.index < from) continue
    const end = closing(template, match.index)
    if (end < 0) break
    const name = match[1] ?? ''
    const count = Number(values[name])
    const cases = parseCases(template.slice(match.index + match[0].length, end))
    const chosen =
      name in values && Number.isFinite(count)
        ? (cases.get(`=${count}`) ??
          cases.get(new Intl.PluralRules(localeTag).select(count)) ??
          cases.get('other'))
        : undefined
    out += template.slice(from, match.index)
    out += chosen === undefined ? template.slice(match.index, end + 1) : chosen.replace(/#/g, String(count))
    from = end + 1
  }
  return out + template.slice(from)
}

// The index of the brace that closes the one opened at `start`, or -1.
function closing(text: string, start: number): number {
  let depth = 0
  for (let i = start; i < text.length; i++) {
    if (text[i] === '{') depth++
    else if (text[i] === '}' && --depth === 0) return i
  }
  return -1
}

function parseCases(body: string): Map<string, string> {
  const cases = new Map<string, string>()
  let i = 0
  while (i < body.length) {
    const key = /^\s*(=\d+|\w+)\s*\{/.exec(body.slice(i))
    if (!key) break
    const open = i + key[0].length - 1
    const end = closing(body, open)
    if (end < 0) break
    cases.set(key[1] ?? '', body.slice(open + 1, end))
    i = end + 1
  }
  return cases
}
