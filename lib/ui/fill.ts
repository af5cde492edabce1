// Puts values into a `{name}` placeholder text on the client, where the ICU formatter is not shipped.
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  )
}
