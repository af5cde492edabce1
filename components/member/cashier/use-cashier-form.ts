'use client'

import type { FormEvent } from 'react'
import { useForm, type Form } from '@/components/ui/form'
import type { z } from 'zod'
import { fieldMessages, reasonMessages, type CashierLabels } from './cashier-shared'

type Placeholders = Record<string, string | number>

// The kit's form in the cashier's words: the route's own schema checks the values before anything is
// sent, and both its issues and the server's refusals read `error_<field>_<reason>` (the field's general
// sentence otherwise, refusals of no field above the button).
export function useCashierForm<N extends string>({
  initial,
  schema,
  labels,
  placeholders = () => ({}),
  clearOnRefusal = [],
}: {
  initial: Readonly<Record<N, string>>
  schema: z.ZodType
  labels: CashierLabels
  // What the sentences fill in ({min}, {max}, {balance}…), given the values and the refusal if any.
  placeholders?: (values: Record<N, string>, refusal?: unknown) => Placeholders
  // Fields typed again after a refusal (a wrong payment password).
  clearOnRefusal?: NoInfer<N>[]
}): Omit<Form<N>, 'submit'> & {
  // The form element's own props: its id (focus finds it), and a submit that checks, then sends.
  formProps: (send: (values: Record<N, string>) => Promise<void>) => {
    id: string
    onSubmit: (event: FormEvent<HTMLFormElement>) => void
    noValidate: true
  }
  // A field's name, value, error and change handler.
  field: (name: N) => {
    name: N
    value: string
    error: string | null | undefined
    onChange: (v: string) => void
  }
  // What the submit row shows: the refusal of no field, and whether a call is under way.
  status: { failure: string | null; pending: boolean }
} {
  const form = useForm<N>({
    initial,
    schema,
    issueText: (issue, values) => {
      const field = String(issue.path[0])
      const reasons = { [field]: reasonOf(issue, values[field as N]) }
      return reasonMessages(reasons, labels, placeholders(values))[field] ?? null
    },
    networkError: labels.error_network,
  })

  const refused = (error: unknown): boolean => {
    for (const name of clearOnRefusal) form.set(name)('')
    const { _: failure, ...fields } = fieldMessages(error, labels, placeholders(form.values, error))
    form.fail(fields as Partial<Record<N, string>>)
    form.setFailure(failure ?? null)
    return true
  }

  return {
    ...form,
    formProps: (send) => ({ id: form.id, onSubmit: form.submit(send, refused), noValidate: true }),
    field: (name) => ({ name, value: form.values[name], error: form.errors[name], onChange: form.set(name) }),
    status: { failure: form.failure, pending: form.pending },
  }
}

// An issue's reason, as the route handlers name it: the one a check names (`six_digits`, `below_min`…),
// else `required` for an empty field, else zod's code.
function reasonOf(issue: { code: string; message: string }, value: string | undefined): string {
  if (/^[a-z_]{1,30}$/.test(issue.message)) return issue.message
  return value === '' ? 'required' : issue.code
}
