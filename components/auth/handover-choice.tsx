'use client'

import { answerHandover } from '@/lib/client/auth'
import { useBusyAction } from '@/lib/ui/use-busy-action'
import { useWaitForScripts } from '@/lib/ui/use-hydrated'
import styles from './auth.module.css'

// The two answers to a hand-over link opened while signed in. Either way the page is then loaded afresh
// at the link's target, so nothing of the account that was on screen stays in memory.
// The page asks the question; the answers' texts come from it, already formatted: no message catalogue
// goes to the browser.
export type HandoverTexts = { keep: string; switch: string; failed: string }

export function HandoverChoice({ texts }: { texts: HandoverTexts }) {
  const { busy, error, run } = useBusyAction(texts.failed, { leaves: true })
  // A tap before the page's scripts run would be lost: until then the answers wait, marked unavailable.
  const waiting = useWaitForScripts()
  const choose = (choice: 'keep' | 'switch') =>
    run(async () => {
      const { next } = await answerHandover(choice, texts.failed)
      window.location.replace(next)
    })

  return (
    <>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        {(['keep', 'switch'] as const).map((choice) => (
          <button
            key={choice}
            type="button"
            className={choice === 'keep' ? styles.primary : styles.secondary}
            disabled={busy}
            {...waiting}
            onClick={() => void choose(choice)}
          >
            {texts[choice]}
          </button>
        ))}
      </div>
    </>
  )
}
