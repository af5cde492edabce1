import { expect, type Locator, type Page } from '@playwright/test'

// The centres' charts (components/charts), read as a screen reader reads them: each chart is a figure
// named by its title, with its figures as a table of the same name and a focusable point per day or week
// named by its values.

// The chart titled `title`: its figure, its data table, the cells of its last row (today, or the week
// ending today) and of its total row.
export function chart(scope: Locator, title: string) {
  const figure = scope.getByRole('figure', { name: title })
  const table = figure.getByRole('table', { name: title })
  return {
    figure,
    table,
    last: (column: number) => table.locator('tbody tr').last().getByRole('cell').nth(column),
    total: (column: number) => table.locator('tfoot tr').getByRole('cell').nth(column),
  }
}

// The figure's point for the last bucket: focusable, named by its values.
export const lastPoint = (figure: Locator) => figure.locator('svg:visible [data-bucket]').last()

// Focus lands on the point before it, then Tab moves onto this one, as a keyboard user would; focused,
// it shows its values.
export async function focusByKeyboard(page: Page, target: Locator): Promise<void> {
  const index = Number(await target.getAttribute('data-bucket'))
  await target
    .locator('xpath=..')
    .locator(`[data-bucket="${index - 1}"]`)
    .focus()
  await page.keyboard.press('Tab')
  await expect(target).toBeFocused()
  await expect(target.locator('g[aria-hidden="true"]')).toBeVisible()
}
