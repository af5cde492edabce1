'use client'

import { useTranslations } from 'next-intl'
import { formStyles, type Form } from '@/components/ui/form'
import { checkRule } from '@/lib/auth/field-rules'
import { cleanValue, type RegisterName, type Rules } from '@/lib/auth/register-check'
import { Link } from '@/i18n/navigation'
import { usernameAvailable } from '@/lib/client/auth'
import { FormLoading } from './auth-dialog-notices'
import styles from './auth.module.css'

// Asks, when the username field is left, whether the name is still free; a taken name shows under the
// field at once rather than after the whole form is sent.
export function useUsernameCheck(form: Form<RegisterName>, rules: Rules, takenText: string) {
  return async (mode: 'username' | 'mobile') => {
    if (mode !== 'username') return
    const name = cleanValue('username', form.value('username'))
    if (checkRule(rules.username, name, true)) return
    try {
      if (!(await usernameAvailable(name))) form.setError('username', takenText)
    } catch {
      // The registration itself will say so if the name is taken.
    }
  }
}

// The registration form's place while the tenant's rules load, or when they could not be loaded.
export function RegisterLoading({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const t = useTranslations('Register')
  const a = useTranslations('Auth')
  const texts = { loading: a('loading'), failed: t('settingsFailed'), retry: a('retry') }
  return <FormLoading failed={failed} onRetry={onRetry} texts={texts} rows={4} />
}

// The switch agreeing to the terms (on by default) and its error.
export function TermsSwitch({ id, form }: { id: string; form: Form<RegisterName> }) {
  const t = useTranslations('Register')
  const error = form.errors.agree
  return (
    <div className={formStyles.field}>
      <label className={styles.check}>
        <input
          type="checkbox"
          role="switch"
          className={styles.switch}
          checked={!!form.value('agree')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => form.set('agree')(event.target.checked ? '1' : '')}
        />
        <span>
          {t.rich('agree', {
            terms: (chunks) => (
              <Link href="/terms" target="_blank">
                {chunks}
              </Link>
            ),
          })}
        </span>
      </label>
      {error && (
        <p id={`${id}-error`} className={formStyles.error}>
          {error}
        </p>
      )}
    </div>
  )
}
