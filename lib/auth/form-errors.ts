// The form's errors without the one of a field the player has just corrected.
export function withoutError<E extends Record<string, string>>(errors: E, name: string): E {
  const rest = { ...errors }
  delete rest[name]
  return rest
}
