'use client'

import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import type { ZodType } from 'zod'
import { isApiError } from '@/lib/client/errors'
import { focusFirstError } from './focus'

// Per field, the text of its error; a field without one is absent (or null/undefined while being built).
export type FieldErrors<N extends string> = Partial<Record<N, string | null | undefined>>

type Issue = { path: readonly PropertyKey[]; code: string; message: string }

export type FormOptions<N extends string> = {
  initial: Readonly<Record<N, string>>
  // The browser's own checks, field by field, as texts.
  validate?: (values: Record<N, string>) => FieldErrors<N>
  // The route handler's input schema, checked after `validate`; each issue lands on its first path
  // segment, in the words of `issueText` (the issue's own message otherwise).
  schema?: ZodType
  issueText?: (issue: Issue, values: Record<N, string>) => string | null
  // A BFF refusal naming a field (`ApiError.fields`: name -> reason) in the form's words; null leaves
  // the refusal's own message. `alias` renames the server's field names to the form's (mobile -> mobileNum).
  fieldText?: (field: N, reason: string) => string | null
  alias?: Readonly<Record<string, N>>
  // Shown above the button when the network fails before any answer.
  networkError: string
}

export type Form<N extends string> = {
  values: Record<N, string>
  value: (name: N) => string
  // A change handler for a field; typing into a field clears its error.
  set: (name: N) => (value: string) => void
  setValues: (values: Record<N, string>) => void
  errors: FieldErrors<N>
  // What a Field of this form needs to show and change one value: `<Field {...form.field('email')} />`.
  field: (name: N) => {
    name: N
    value: string
    onChange: (value: string) => void
    error: string | null | undefined
  }
  // Shows these errors and moves focus to the first after React commits; answers whether there were any.
  fail: (errors: FieldErrors<N>) => boolean
  clearError: (name: N) => void
  // Sets or clears one field's error without moving focus (a check made while typing or sending a code).
  setError: (name: N, text: string | null) => void
  failure: string | null
  setFailure: (message: string | null) => void
  pending: boolean
  // The form element's id (`<form id={form.id}>`): focus finds the form by it after a commit.
  id: string
  // Runs the checks, then `send`; what `send` throws goes to `onError` first, then to applyError.
  // Until `ready` (what sending needs is still loading), submitting does nothing.
  submit: (
    send: (values: Record<N, string>) => Promise<void>,
    onError?: (error: unknown) => boolean,
    ready?: boolean,
  ) => (event: FormEvent<HTMLFormElement>) => void
  // Runs `action` with the form pending (a step after submit: sending once a question is answered);
  // what it throws is handled as in submit.
  run: (action: () => Promise<void>, onError?: (error: unknown) => boolean) => void
  // Puts a thrown error on the form: BFF field errors under their fields, the rest above the button.
  applyError: (error: unknown) => void
  // Back to the initial values, without errors or failure.
  reset: () => void
  // Without errors or failure, the values kept (the player picked another way of filling the form in).
  clearMessages: () => void
}

function present<N extends string>(errors: FieldErrors<N>): FieldErrors<N> {
  const out: FieldErrors<N> = {}
  for (const [name, text] of Object.entries(errors) as [N, string | null | undefined][]) {
    if (text) out[name] = text
  }
  return out
}

// Values, per-field errors, pending state and the submit of one form. Focus goes to the first field in
// error in an effect after the render that shows the errors (see focusFirstError).
export function useForm<N extends string>(options: FormOptions<N>): Form<N> {
  const [values, setValues] = useState<Record<N, string>>(() => ({ ...options.initial }))
  const [errors, setErrors] = useState<FieldErrors<N>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const [focusRequest, setFocusRequest] = useState<{ errors: FieldErrors<N> } | null>(null)
  const id = useId()
  const sending = useRef(false)
  const latest = useRef(options)
  useEffect(() => {
    latest.current = options
  })

  useEffect(() => {
    if (focusRequest)
      focusFirstError(document.getElementById(id) as HTMLFormElement | null, focusRequest.errors)
  }, [focusRequest, id])

  const fail = (found: FieldErrors<N>): boolean => {
    const shown = present(found)
    setErrors(shown)
    if (Object.keys(shown).length === 0) return false
    setFocusRequest({ errors: shown })
    return true
  }

  const check = (current: Record<N, string>): FieldErrors<N> => {
    const { validate, schema, issueText } = latest.current
    const found = present(validate?.(current) ?? {})
    if (schema) {
      const parsed = schema.safeParse(current)
      for (const issue of parsed.success ? [] : parsed.error.issues) {
        const name = String(issue.path[0] ?? '') as N
        if (!name || found[name] || !(name in current)) continue
        found[name] = issueText?.(issue, current) ?? issue.message
      }
    }
    return found
  }

  const applyError = (error: unknown) => {
    const { fieldText, alias, networkError } = latest.current
    if (!isApiError(error)) {
      setFailure(networkError)
      return
    }
    const found: FieldErrors<N> = {}
    for (const [server, reason] of Object.entries(error.fields)) {
      const name = (alias?.[server] ?? server) as N
      if (name in values) found[name] = fieldText?.(name, reason) ?? error.message
    }
    if (!fail(found)) setFailure(error.message)
  }

  const run = (action: () => Promise<void>, onError?: (error: unknown) => boolean) => {
    if (sending.current) return
    sending.current = true
    setPending(true)
    action()
      .catch((error: unknown) => {
        if (!onError?.(error)) applyError(error)
      })
      .finally(() => {
        sending.current = false
        setPending(false)
      })
  }

  const clearError = (name: N) =>
    setErrors((current) => {
      if (!current[name]) return current
      const rest = { ...current }
      delete rest[name]
      return rest
    })

  const setError = (name: N, text: string | null) => {
    if (text) setErrors((current) => ({ ...current, [name]: text }))
    else clearError(name)
  }

  const set = (name: N) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }))
    clearError(name)
  }

  return {
    values,
    value: (name) => values[name] ?? '',
    set,
    setValues,
    errors,
    field: (name) => ({ name, value: values[name] ?? '', onChange: set(name), error: errors[name] }),
    fail,
    clearError,
    setError,
    failure,
    setFailure,
    pending,
    id,
    submit:
      (send, onError, ready = true) =>
      (event) => {
        event.preventDefault()
        if (!ready || sending.current) return
        setFailure(null)
        if (!fail(check(values))) run(() => send(values), onError)
      },
    run,
    applyError,
    clearMessages: () => {
      fail({})
      setFailure(null)
    },
    reset: () => {
      setValues({ ...latest.current.initial })
      setErrors({})
      setFailure(null)
    },
  }
}
