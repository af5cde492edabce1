'use client'

import { Link } from '@/i18n/navigation'
import { openAuthDialog } from '@/lib/ui/auth-events'
import styles from './game.module.css'

// Login and registration for a visitor who reached a game: the dialogs when the page has them, the
// /login and /register pages otherwise.
export function AuthPrompt({
  loginLabel,
  registerLabel,
  mode = 'login',
}: {
  loginLabel: string
  registerLabel: string
  mode?: 'login' | 'trial'
}) {
  return (
    <div className={styles.actions}>
      {mode === 'login' && (
        <Link
          href="/login"
          className={styles.primary}
          onClick={(event) => {
            if (openAuthDialog('login')) event.preventDefault()
          }}
        >
          {loginLabel}
        </Link>
      )}
      <Link
        href="/register"
        className={mode === 'login' ? styles.secondary : styles.primary}
        onClick={(event) => {
          if (openAuthDialog('register')) event.preventDefault()
        }}
      >
        {registerLabel}
      </Link>
    </div>
  )
}
