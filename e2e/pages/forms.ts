import type { Locator, Page } from '@playwright/test'

// What every form of the Portal shares, found the way a player finds it: by role and accessible name.

export function textbox(scope: Page | Locator, name: string): Locator {
  return scope.getByRole('textbox', { name, exact: true })
}

// The error text shown right under a field.
export function fieldError(scope: Page | Locator, name: string): Locator {
  return scope.locator(`[data-field-error="${name}"]`)
}

// Fills text boxes by their exact accessible names, in the order given.
export async function fill(scope: Page | Locator, values: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(values)) await textbox(scope, name).fill(value)
}

// Calls the page makes to a Portal route, to prove that a refused form sent nothing.
export function recordCalls(page: Page, path: string): string[] {
  const calls: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) calls.push(request.method())
  })
  return calls
}
