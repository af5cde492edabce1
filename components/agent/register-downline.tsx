'use client'

import { useRef, useState, type FormEvent } from 'react'
import type { Messages } from 'next-intl'
import { Field, FormFailure, SubmitButton } from '@/components/ui/form'
import { fill } from '@/components/shell/fill'
import { apiFetch, isApiError } from '@/lib/api-client'
import {
  checkConfirmation,
  checkRule,
  errorKey,
  firstErrorField,
  serverFieldError,
  type FieldError,
} from '@/lib/auth/field-rules'
import type { FieldRule } from '@/lib/types'
import authStyles from '@/components/auth/auth.module.css'
import memberStyles from '@/components/member/member-centre.module.css'
import styles from './agent-centre.module.css'

const FIELDS = ['username', 'password', 'confirmPassword'] as const
type Name = (typeof FIELDS)[number]
type Values = Record<Name, string>
const EMPTY: Values = { username: '', password: '', confirmPassword: '' }

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
  const [values, setValues] = useState<Values>(EMPTY)
  const [errors, setErrors] = useState<Partial<Record<Name, FieldError>>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const [shown, setShown] = useState(false)
  const [created, setCreated] = useState<string | null>(null)
  const form = useRef<HTMLFormElement>(null)
  const done = useRef<HTMLDivElement>(null)

  const text = (error: FieldError | undefined): string | null => {
    if (!error) return null
    const { key, values: params } = errorKey(error)
    return fill(fieldLabels[key as keyof Messages['FieldRules']] ?? fieldLabels.invalid, params ?? {})
  }

  const set = (name: Name) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }))
    setErrors((current) => ({ ...current, [name]: undefined }))
  }

  const focusFirst = (found: Partial<Record<Name, unknown>>) => {
    const name = firstErrorField(FIELDS, found)
    if (name) form.current?.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.focus()
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setFailure(null)
    const found: Partial<Record<Name, FieldError>> = {}
    const username = checkRule(rules.username, values.username.trim(), true)
    const password = checkRule(rules.password, values.password, true)
    const confirmation = checkConfirmation(values.password, values.confirmPassword)
    if (username) found.username = username
    if (password) found.password = password
    if (confirmation) found.confirmPassword = confirmation
    setErrors(found)
    if (Object.keys(found).length > 0) {
      focusFirst(found)
      return
    }
    setPending(true)
    try {
      const result = await apiFetch<{ userName: string }>('/api/agent/register', {
        body: { ...values, username: values.username.trim() },
      })
      setValues(EMPTY)
      setCreated(result.userName)
      requestAnimationFrame(() => done.current?.focus())
    } catch (error) {
      if (isApiError(error) && error.code === 'username_taken') {
        setErrors({ username: { code: 'taken' } })
        focusFirst({ username: true })
      } else if (isApiError(error) && Object.keys(error.fields).length > 0) {
        const fromServer: Partial<Record<Name, FieldError>> = {}
        for (const name of FIELDS) {
          const code = error.fields[name]
          if (code)
            fromServer[name] = serverFieldError(code, name === 'username' ? rules.username : rules.password)
        }
        setErrors(fromServer)
        focusFirst(fromServer)
        if (Object.keys(fromServer).length === 0) setFailure(error.message)
      } else {
        setFailure(isApiError(error) ? error.message : labels.registerFailed)
      }
    } finally {
      setPending(false)
    }
  }

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

  return (
    <section className={memberStyles.card} aria-labelledby="agent-register-heading">
      <h2 id="agent-register-heading">{labels.registerHeading}</h2>
      <p className={memberStyles.muted}>{labels.registerIntro}</p>
      <form ref={form} className={authStyles.form} onSubmit={submit} noValidate>
        <Field
          name="username"
          label={labels.username}
          value={values.username}
          onChange={set('username')}
          required
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={rules.username?.maxLength || 64}
          error={text(errors.username)}
        />
        <Field
          name="password"
          label={labels.password}
          type={shown ? 'text' : 'password'}
          value={values.password}
          onChange={set('password')}
          required
          autoComplete="new-password"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={rules.password?.maxLength || 64}
          error={text(errors.password)}
        />
        <Field
          name="confirmPassword"
          label={labels.confirmPassword}
          type={shown ? 'text' : 'password'}
          value={values.confirmPassword}
          onChange={set('confirmPassword')}
          required
          autoComplete="new-password"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={rules.password?.maxLength || 64}
          error={text(errors.confirmPassword)}
        />
        <label className={styles.check}>
          <input type="checkbox" checked={shown} onChange={(event) => setShown(event.target.checked)} />
          {labels.showPasswords}
        </label>
        <FormFailure message={failure} />
        <SubmitButton pending={pending}>{pending ? labels.creating : labels.createAccount}</SubmitButton>
      </form>
    </section>
  )
}
