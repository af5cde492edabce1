import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

// The WCAG 2.2 AA rules every screen is held to.
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
const SERIOUS = new Set(['serious', 'critical'])

// The serious and critical axe violations on the page (or inside `scope`), each as "rule: targets".
// A page without frames is scanned in the page itself. With frames (a game, an embedded lottery, the
// support chat), axe runs in every frame, cross-origin ones included, and joins their results in a page of
// its own that it opens for the purpose: the same findings at about twice the time.
export async function seriousViolations(page: Page, scope?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(TAGS)
  if (page.frames().length === 1) builder.setLegacyMode()
  const results = await (scope ? builder.include(scope) : builder).analyze()
  return results.violations
    .filter((v) => SERIOUS.has(v.impact ?? ''))
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}
