import type { FieldRule } from '@/lib/types'

// The platform's per-field registration rules (upstream-contract.md §6), checked on the server before
// the call so that every refused field comes back at once, named, with a code the form translates:
// 'required', or 'pattern' (the form shows the rule's patternId text with its min and max).
export function ruleAccepts(rule: FieldRule, value: string): boolean {
  if (value.length < rule.minLength || value.length > rule.maxLength) return false
  if (!rule.acceptedPattern || rule.acceptedPattern === '*') return true
  try {
    return new RegExp(rule.acceptedPattern).test(value)
  } catch {
    // A pattern this runtime cannot compile is the platform's to enforce.
    return true
  }
}

export function checkFields(
  values: Record<string, string | undefined>,
  rules: Record<string, FieldRule>,
  fields: readonly string[],
): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const field of fields) {
    const rule = rules[field]
    const value = values[field] ?? ''
    if (!rule) {
      if (value === '') errors[field] = 'required'
      continue
    }
    if (value === '') {
      if (rule.required) errors[field] = 'required'
      continue
    }
    if (!ruleAccepts(rule, value)) errors[field] = 'pattern'
  }
  return errors
}
