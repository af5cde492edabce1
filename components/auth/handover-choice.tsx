'use client'

import { useTranslations } from 'next-intl'
import { answerHandover } from '@/lib/client/auth'
import { useBusyAction } from '@/lib/ui/use-busy-action'
import styles from './auth.module.css'

// The two answers to a hand-over link opened while signed in. Either way the page is then loaded afresh
// at the link's target, so nothing of the account that was on screen stays in memory.
export function HandoverChoice({ current, other }: { current: string; other: string }) {
  const t = useTranslations('Handover')
  const { busy, error, run } = useBusyAction(t('failed'), { leaves: true })
  const choose = (choice: 'keep' | 'switch') =>
    run(async () => {
      const { next } = await answerHandover(choice, t('failed'))
      window.location.replace(next)
    })

  return (
    <div className={styles.form}>
      <p>{t('question', { current, other })}</p>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="button" className={styles.primary} disabled={busy} onClick={() => void choose('keep')}>
          {t('keep', { current })}
        </button>
        <button
          type="button"
          className={styles.secondary}
          disabled={busy}
          onClick={() => void choose('switch')}
        >
          {t('switch', { other })}
        </button>
      </div>
    </div>
  )
}
