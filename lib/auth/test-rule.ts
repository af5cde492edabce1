import type { FieldRule } from '@/lib/types'

// A platform field rule for tests: enabled, required and lenient, but for what the test sets.
export const rule = (r: Partial<FieldRule>): FieldRule => ({
  enabled: true,
  required: true,
  acceptedPattern: '*',
  patternId: 0,
  minLength: 0,
  maxLength: 255,
  ...r,
})
