import { AuthLink } from '@/components/auth/auth-link'
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
        <AuthLink flow="login" className={styles.primary}>
          {loginLabel}
        </AuthLink>
      )}
      <AuthLink flow="register" className={mode === 'login' ? styles.secondary : styles.primary}>
        {registerLabel}
      </AuthLink>
    </div>
  )
}
