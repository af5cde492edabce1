// @ts-check
// The registration field patterns (contract section 6). The contract names the 20 pattern ids but
// not their regexes; these are the platform's. Each is sent as `acceptedPattern` and must work with
// `new RegExp(source)` and no flags, so non-Latin scripts are written as code-point ranges.
// Length is checked separately through minLength/maxLength, so no pattern bounds it.

export const ANY_PATTERN = '*'

/** @type {Record<number, { source: string, description: string }>} */
export const PATTERNS = {
  0: { source: ANY_PATTERN, description: 'any characters, length range only' },
  1: { source: '^[A-Za-z][A-Za-z0-9]*$', description: 'starts with a letter, then letters or digits' },
  2: { source: '^[\\u4e00-\\u9fa50-9]+$', description: 'Chinese characters and digits' },
  3: {
    source: '^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}$',
    description: 'e-mail address',
  },
  4: { source: '^[A-Za-z0-9]+$', description: 'letters and digits, no symbols' },
  5: { source: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$', description: 'must mix letters and digits' },
  6: { source: '^[0-9]+$', description: 'digits only' },
  7: { source: '^(?=.*[A-Z])[A-Za-z0-9]+$', description: 'letters or digits with at least one capital' },
  8: { source: '^[A-Za-z ]+$', description: 'English letters and spaces' },
  9: { source: '^\\S+$', description: 'no spaces' },
  10: {
    source: '^[\\u4e00-\\u9fa5\\u3000-\\u303f\\uff01-\\uff0f\\uff1a-\\uff20·.,!?;:]+$',
    description: 'Chinese characters and punctuation',
  },
  11: { source: '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$', description: 'date yyyy-MM-dd' },
  12: { source: '^[A-Za-z]+( [A-Za-z]+)+$', description: 'letters, words separated by a space' },
  13: { source: '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])-[0-9]{4}$', description: 'date MM-dd-yyyy' },
  14: { source: '^[A-Za-z0-9]+$', description: 'letters and digits only' },
  15: { source: '^[\\uac00-\\ud7a3\\u1100-\\u11ff\\u3130-\\u318f]+$', description: 'Korean only' },
  16: { source: '^[\\u0e00-\\u0e7f]+$', description: 'Thai only' },
  17: { source: '^[\\u0e00-\\u0e7fA-Za-z ]+$', description: 'Thai or English letters and spaces' },
  18: { source: '^(?=.*[A-Z])[A-Z ]+$', description: 'capitals and spaces, at least one letter' },
  19: { source: '^[\\x21-\\x7e]+$', description: 'letters, digits and symbols, no spaces' },
}

/** @type {Map<string, RegExp>} */
const compiled = new Map()

/**
 * @typedef {object} FieldRule
 * @property {boolean} enabled
 * @property {boolean} required
 * @property {string} acceptedPattern
 * @property {number} patternId
 * @property {number} minLength
 * @property {number} maxLength
 * @property {number} [minimumAge] the birthday rule's: the youngest age that may register
 */

/**
 * Builds the rule the contract sends for a field.
 * @param {{ patternId: number, minLength: number, maxLength: number, enabled?: boolean, required?: boolean, minimumAge?: number }} spec
 * @returns {FieldRule}
 */
export function fieldRule({ patternId, minLength, maxLength, enabled = true, required = false, minimumAge }) {
  const pattern = PATTERNS[patternId]
  if (!pattern) throw new Error(`unknown pattern id ${patternId}`)
  return {
    enabled,
    required: enabled && required,
    acceptedPattern: pattern.source,
    patternId,
    minLength,
    maxLength,
    ...(minimumAge === undefined ? {} : { minimumAge }),
  }
}

/**
 * Validates one value exactly as the contract tells clients to:
 * `new RegExp(acceptedPattern).test(v)` and `minLength <= length <= maxLength`.
 * @param {FieldRule} rule
 * @param {string} value
 */
export function matchesRule(rule, value) {
  if (value.length < rule.minLength || value.length > rule.maxLength) return false
  if (rule.acceptedPattern === ANY_PATTERN) return true
  let regex = compiled.get(rule.acceptedPattern)
  if (!regex) {
    regex = new RegExp(rule.acceptedPattern)
    compiled.set(rule.acceptedPattern, regex)
  }
  return regex.test(value)
}
