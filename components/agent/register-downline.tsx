'use client'

import { useEffect, useRef, useState } from 'react'
import type { Messages } from 'next-intl'
import { Field, SubmitRow, formStyles, useForm } from '@/components/ui/form'
import { fill } from '@/lib/ui/fill'
import { isApiError } from '@/lib/client/errors'
import {
  checkConfirmation,
  checkRule,
  errorKey,
  serverFieldError,
  type FieldError,
} from '@/lib/auth/field-rules'
import { registerDownline } from '@/lib/client/agent'
import type { FieldRule } from '@/lib/types'
import authStyles from '@/components/auth/auth.module.css'
import memberStyles from '@/components/member/member-centre.module.css'
import styles from './agent-centre.module.css'

type Name = 'username' | 'password' | 'confirmPassword'
const EMPTY: Record<Name, string> = { username: '', password: '', confirmPassword: '' }

// Register account: the agent opens an account in its own downline with a username and a first
// password that follow the merchant's register rules; the new member changes the password at its first
// sign-in.
export function RegisterDownline({
  rules,
  labels,
  fieldLabels,
}: {
  rules: { username?: FieldRule; password?: FieldRule }
  labels: Messages['AgentCentre']
  fieldLabels: Messages['FieldRules']
}) {
  const [shown, setShown] = useState(false)
  const [created, setCreated] = useState<string | null>(null)
  const done = useRef<HTMLDivElement>(null)

  const text = (error: FieldError | null): string | null => {
    if (!error) return null
    const { key, values: params } = errorKey(error)
    return fill(fieldLabels[key as keyof Messages['FieldRules']] ?? fieldLabels.invalid, params ?? {})
  }

  const form = useForm<Name>({
    initial: EMPTY,
    networkError: labels.registerFailed,
    validate: (v) => ({
      username: text(checkRule(rules.username, v.username.trim(), true)),
      password: text(checkRule(rules.password, v.password, true)),
      confirmPassword: text(checkConfirmation(v.password, v.confirmPassword)),
    }),
    fieldText: (name, code) =>
      text(serverFieldError(code, name === 'username' ? rules.username : rules.password)),
  })

  // The confirmation takes focus once it is on the page, so a screen reader reads it and the keyboard
  // starts from it.
  useEffect(() => {
    if (created) done.current?.focus()
  }, [created])

  async function send(values: Record<Name, string>) {
    const result = await registerDownline(
      { ...values, username: values.username.trim() },
      labels.registerFailed,
    )
    form.reset()
    setCreated(result.userName)
  }

  const refused = (error: unknown) =>
    isApiError(error) && error.code === 'username_taken' && form.fail({ username: text({ code: 'taken' }) })

  if (created) {
    return (
      <div ref={done} tabIndex={-1} className={`${memberStyles.card} ${styles.created}`} role="status">
        <h2>{labels.createdHeading}</h2>
        <p className={authStyles.success} data-created={created}>
          {fill(labels.created, { name: created })}
        </p>
        <p className={memberStyles.muted}>{labels.createdHint}</p>
        <div>
          <button type="button" className={memberStyles.secondary} onClick={() => setCreated(null)}>
            {labels.createAnother}
          </button>
        </div>
      </div>
    )
  }

  const password = (name: 'password' | 'confirmPassword', label: string) => (
    <Field
      {...form.field(name)}
      label={label}
      type={shown ? 'text' : 'password'}
      required
      autoComplete="new-password"
      autoCapitalize="off"
      spellCheck={false}
      maxLength={rules.password?.maxLength || 64}
    />
  )

  return (
    <section className={memberStyles.card} aria-labelledby="agent-register-heading">
      <h2 id="agent-register-heading">{labels.registerHeading}</h2>
      <p className={memberStyles.muted}>{labels.registerIntro}</p>
      <form id={form.id} className={formStyles.form} onSubmit={form.submit(send, refused)} noValidate>
        <Field
          {...form.field('username')}
          label={labels.username}
          required
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={rules.username?.maxLength || 64}
        />
        {password('password', labels.password)}
        {password('confirmPassword', labels.confirmPassword)}
        <label className={styles.check}>
          <input type="checkbox" checked={shown} onChange={(event) => setShown(event.target.checked)} />
          {labels.showPasswords}
        </label>
        <SubmitRow pending={form.pending} failure={form.failure}>
          {form.pending ? labels.creating : labels.createAccount}
        </SubmitRow>
      </form>
    </section>
  )
}
