import 'server-only'
import { getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import { NoticeDialog } from './auth-dialog-notices'
import styles from './auth.module.css'

// The way to the responsible-gaming page, under every welcome.
async function PlayResponsibly() {
  const a = await getTranslations('Auth')
  return (
    <p className={styles.hint}>
      {a.rich('playResponsibly', {
        link: (chunks) => <Link href="/responsible-gaming">{chunks}</Link>,
      })}
    </p>
  )
}

// The auth dialogs without a form, rendered here inside the dialog host: the registration's success, the
// first-login welcome and the trial-account warning. They open without a download, and their texts and
// links are never formatted in the browser.
export async function AuthNotices({ register: canRegister }: { register: boolean }) {
  const [a, register, trial] = await Promise.all([
    getTranslations('Auth'),
    getTranslations('Register'),
    getTranslations('Trial'),
  ])
  return (
    <>
      <NoticeDialog
        kind="register-success"
        title={register('successTitle')}
        button={register('startPlaying')}
        // The account name is filled in by the browser, which alone knows it.
        lead={<p className={styles.success}>{register('successText')}</p>}
        accountText={register.raw('successAccount') as string}
      >
        <p>{register('successBonus')}</p>
        <p>
          <Link href="/member/playerProtection#limits-deposit">{register('successLimit')}</Link>
        </p>
        <PlayResponsibly />
      </NoticeDialog>
      <NoticeDialog kind="welcome" title={a('welcomeTitle')} button={a('continue')}>
        <p>{a('welcomeText')}</p>
        <PlayResponsibly />
      </NoticeDialog>
      <NoticeDialog
        kind="trial-warning"
        role="alertdialog"
        title={trial('title')}
        button={trial('in_increase_submit')}
        before={
          canRegister && (
            <Link href="/register" className={styles.secondary}>
              {trial('createAccount')}
            </Link>
          )
        }
      >
        <p>{trial('in_need_true_account')}</p>
      </NoticeDialog>
    </>
  )
}
