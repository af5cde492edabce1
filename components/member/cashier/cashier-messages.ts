import { fill } from '@/lib/ui/fill'
import { isApiError } from '@/lib/client/errors'
import { label, type CashierLabels } from './cashier-text'

// Field -> reason as the form shows it: per field, the cashier's own sentence for that field and reason
// (`error_<field>_<reason>`), else the field's general one; reasons of no field (`_`) go above the button.
export function reasonMessages(
  reasons: Record<string, string>,
  labels: CashierLabels,
  values: Record<string, string | number> = {},
  fallback = labels.error_network,
): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [field, reason] of Object.entries(reasons)) {
    const text =
      field === '_'
        ? label(labels, `error_${reason}`)
        : (label(labels, `error_${field}_${reason}`) ?? label(labels, `error_${field}_invalid`))
    out[field] = fill(text ?? fallback, values)
  }
  return out
}

// A refused call as the form shows it; a refusal naming no field shows the server's message.
export function fieldMessages(
  error: unknown,
  labels: CashierLabels,
  values: Record<string, string | number> = {},
): Record<string, string> {
  if (!isApiError(error)) return { _: labels.error_network }
  const out = reasonMessages(error.fields, labels, values, error.message)
  if (Object.keys(out).length === 0) out._ = error.message
  return out
}

export function methodName(labels: CashierLabels, code: string): string {
  return label(labels, `method_${code}`) ?? code
}

export function lockedUntilText(seconds: number | null, localeTag: string): string {
  const until = new Date(Date.now() + (seconds ?? 15 * 60) * 1000)
  return new Intl.DateTimeFormat(localeTag, { timeStyle: 'short' }).format(until)
}

// A payout form's wrong payment passwords: the placeholders its refusals fill (the lock's end among
// them), and the attempts left, said only while few remain and no lock holds.
export function passwordAttempts(
  info: { attemptsLeft: number | null; lockedUntil: string | null },
  attemptsLeft: string,
  shown: Record<string, string | number>,
  localeTag: string,
) {
  return {
    placeholders: (_: unknown, refusal?: unknown) => ({
      ...shown,
      time: lockedUntilText(isApiError(refusal) ? refusal.retryAfterSeconds : null, localeTag),
    }),
    attempts:
      info.attemptsLeft !== null && info.attemptsLeft < 5 && !info.lockedUntil
        ? fill(attemptsLeft, shown)
        : undefined,
  }
}

export function clock(seconds: number): string {
  const minutes = Math.floor(seconds / 60)
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`
}
