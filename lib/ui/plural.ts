// Fills one ICU plural message (`{count, plural, =0 {…} one {# item} other {# items}}`) on the client,
// where the ICU formatter is not shipped: the branch the locale's plural rules pick, `#` as the
// formatted count, then the other `{name}` placeholders (branches may hold them). Texts without a plural pass through `fill`.
import { fill } from './fill'

const BRANCH = String.raw`(=\d+|zero|one|two|few|many|other)\s*\{((?:[^{}]|\{\w+\})*)\}`
const PLURAL = new RegExp(String.raw`^\{(\w+), plural,((?:\s*${BRANCH})+)\s*\}$`)

export function plural(template: string, values: Record<string, string | number>, localeTag: string): string {
  const match = PLURAL.exec(template.trim())
  if (!match) return fill(template, values)
  const [, name = 'count', body = ''] = match
  const count = Number(values[name] ?? 0)
  const branches = new Map<string, string>()
  for (const [, key, text] of body.matchAll(new RegExp(BRANCH, 'g'))) {
    if (key !== undefined && text !== undefined) branches.set(key, text)
  }
  const chosen =
    branches.get(`=${count}`) ??
    branches.get(new Intl.PluralRules(localeTag).select(count)) ??
    branches.get('other') ??
    ''
  return fill(chosen.replaceAll('#', new Intl.NumberFormat(localeTag).format(count)), values)
}
