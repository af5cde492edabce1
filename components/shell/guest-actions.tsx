import type { Messages } from 'next-intl'
import { AuthLink } from '@/components/auth/auth-link'
import { FreePlayButton } from './guest-controls'
import styles from './site-header.module.css'

// Logged-out header actions. Login and register are real links, so they work before JavaScript loads;
// once it has, they open the dialogs in place when the dialog host is mounted. Pointing at or focusing
// one starts downloading the dialogs' forms, so they are usually there by the time of the click.
export function GuestActions({
  registerEnabled,
  freePlayEnabled,
  labels,
}: {
  registerEnabled: boolean
  freePlayEnabled: boolean
  labels: Messages['Header']
}) {
  return (
    <div className={styles.guest}>
      <AuthLink flow="login" className={styles.secondary}>
        {labels.login}
      </AuthLink>
      {registerEnabled && (
        <AuthLink flow="register" className={styles.primary}>
          {labels.register}
        </AuthLink>
      )}
      {freePlayEnabled && (
        <FreePlayButton
          labels={{
            freePlay: labels.freePlay,
            freePlayStarting: labels.freePlayStarting,
            freePlayFailed: labels.freePlayFailed,
          }}
        />
      )}
    </div>
  )
}
