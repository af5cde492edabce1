'use client'

import { useRef, useState, type FormEvent } from 'react'
import type { z } from 'zod'
import { fieldMessages, reasonMessages, type CashierLabels } from './cashier-shared'

type Values = Record<string, string>

// The way every cashier form works: its values, checked with the route's own schema before anything is
// sent; each error under its field in the cashier's words, the first one focused; one call at a time.
export function useCashierForm<V extends Values, S extends z.ZodType>({
  schema,
  initial,
  labels,
  placeholders = () => ({}),
  send,
  afterSuccess,
  afterRefusal,
}: {
  // The route's input schema, or one made for the values (bounds that follow a chosen method).
  schema: S | ((values: V) => S)
  initial: V
  labels: CashierLabels
  // What the messages fill in ({min}, {max}, {balance}…), given the refusal when there is one.
  placeholders?: (refusal?: unknown) => Record<string, string | number>
  send: (input: z.output<S>) => Promise<void>
  // The values to go on with once the call succeeded or was refused (a wrong payment password is typed
  // again).
  afterSuccess?: (values: V) => V
  afterRefusal?: (values: V) => V
}) {
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState<V>(initial)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)

  const show = (found: Record<string, string>) => {
    setErrors(found)
    focusFirstError(formRef.current, found)
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const parsed = (typeof schema === 'function' ? schema(values) : schema).safeParse(values)
    if (!parsed.success) {
      show(reasonMessages(issueReasons(parsed.error, values), labels, placeholders()))
      return
    }
    setErrors({})
    setBusy(true)
    try {
      await send(parsed.data)
      if (afterSuccess) setValues(afterSuccess)
    } catch (error) {
      if (afterRefusal) setValues(afterRefusal)
      show(fieldMessages(error, labels, placeholders(error)))
    } finally {
      setBusy(false)
    }
  }

  const set = (name: keyof V) => (value: string) => setValues((v) => ({ ...v, [name]: value }))

  return { formRef, values, set, setValues, errors, setErrors, busy, onSubmit }
}

// A schema's issues as field -> reason, as the route handlers name them: the reason a check names
// (`six_digits`, `below_min`…), else `required` for an empty field, else zod's code. The first issue of
// each field wins.
function issueReasons(error: z.ZodError, values: Values): Record<string, string> {
  const reasons: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '_'
    const named = /^[a-z_]{1,30}$/.test(issue.message) ? issue.message : null
    reasons[field] ??= named ?? (values[field] === '' ? 'required' : issue.code)
  }
  return reasons
}

// Focuses the first control of the form, in form order, that has an error.
function focusFirstError(form: HTMLFormElement | null, errors: Record<string, string>) {
  const controls = [...(form?.elements ?? [])] as HTMLInputElement[]
  controls.find((control) => control.name in errors)?.focus()
}
