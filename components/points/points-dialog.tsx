'use client'

import { useState, type ReactNode } from 'react'
import type { ZodType } from 'zod'
import { Modal } from '@/components/modals/modal'
import { PasswordField, SubmitRow, formStyles, useForm, type Form } from '@/components/ui/form'
import { useRouter } from '@/i18n/navigation'
import { isApiError } from '@/lib/client/errors'
import { useRequestId } from '@/lib/client/funds'
import { fill } from '@/lib/ui/fill'
import { useWaitForScripts } from '@/lib/ui/use-hydrated'
import type { PointsProps } from './points-labels'
import styles from './points.module.css'

type Values<N extends string> = Record<N | 'password', string>

// The form of a points dialog: its own fields and the sign-in password, checked with `schema`, every
// error in the mall's words (`{min}`/`{points}` filled from `shown`).
export function usePointsForm<N extends string>(
  { labels, localeTag }: PointsProps,
  initial: Record<N, string>,
  schema: ZodType,
  shown: Record<string, number> = {},
): Form<N | 'password'> {
  const text = (reason: string) => {
    const template = labels.errors[reason as keyof PointsProps['labels']['errors']]
    return template ? fill(template, shown, localeTag) : null
  }
  return useForm<N | 'password'>({
    initial: { ...initial, password: '' } as Values<N>,
    schema,
    networkError: labels.networkError,
    issueText: (issue) =>
      text(issue.message === 'required' || issue.code === 'too_small' ? 'required' : issue.message),
    fieldText: (_field, reason) => text(reason),
  })
}

type DialogProps<N extends string> = PointsProps & {
  // The button that opens the dialog, or (`blocked`) why it cannot be opened now; the dialog stays
  // mounted either way, so it can say what was done after the page behind changes.
  opener: { label: ReactNode; primary: boolean }
  blocked?: string | null
  title: string
  form: Form<N | 'password'>
  // Sends the values with the request id; answers what the dialog says once it is done.
  send: (values: Values<N>, requestId: string) => Promise<string>
  submitText: string
  children: ReactNode
}

// A mall dialog: the fields, the sign-in password and the button; then what was done, while the page
// behind is rendered again with the new points, stock and history. A refusal that names no field (too
// few points, out of stock, the limit) is said above the button, and nothing changes.
export function PointsDialog<N extends string>({
  labels,
  opener,
  blocked,
  title,
  form,
  send,
  submitText,
  children,
}: DialogProps<N>) {
  const router = useRouter()
  const [requestId, renewRequestId] = useRequestId()
  const [open, setOpen] = useState(false)
  const waiting = useWaitForScripts()
  const [done, setDone] = useState<string | null>(null)
  const close = () => {
    form.reset()
    setDone(null)
    setOpen(false)
  }
  const refused = (error: unknown) => {
    const reason = isApiError(error) ? error.fields._ : undefined
    const message = reason && labels.refusals[reason as keyof typeof labels.refusals]
    if (!message) return false
    form.setFailure(message)
    return true
  }
  const submit = form.submit(async (values) => {
    const said = await send(values as Values<N>, requestId)
    renewRequestId()
    setDone(said)
    router.refresh()
  }, refused)

  return (
    <>
      {blocked ? (
        <p className={styles.blocked}>{blocked}</p>
      ) : (
        <button
          type="button"
          className={opener.primary ? styles.primary : styles.secondary}
          onClick={() => setOpen(true)}
          {...waiting}
        >
          {opener.label}
        </button>
      )}
      <Modal open={open} onClose={close} title={title} closeLabel={labels.close}>
        {done ? (
          <div className={styles.done}>
            <p role="status" className={styles.notice}>
              {done}
            </p>
            <button type="button" className={styles.primary} onClick={close}>
              {labels.done}
            </button>
          </div>
        ) : (
          <form id={form.id} className={formStyles.form} onSubmit={submit} noValidate>
            {children}
            <PasswordField
              {...form.field('password')}
              label={labels.password}
              hint={labels.passwordHint}
              autoComplete="current-password"
              showLabel={labels.showPassword}
              hideLabel={labels.hidePassword}
              required
            />
            <SubmitRow pending={form.pending} failure={form.failure}>
              {form.pending ? labels.sending : submitText}
            </SubmitRow>
          </form>
        )}
      </Modal>
    </>
  )
}
