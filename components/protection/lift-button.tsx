'use client'

import { useState } from 'react'
import { useRouter } from '@/i18n/navigation'
import { liftExclusion } from '@/lib/client/protection'
import styles from './protection.module.css'

// The request to lift a self-exclusion that has reached its end; once sent the page is read again.
export function LiftButton({ text, networkError }: { text: string; networkError: string }) {
  const router = useRouter()
  const [failure, setFailure] = useState<string | null>(null)
  const ask = () =>
    liftExclusion({ networkErrorMessage: networkError }).then(
      () => router.refresh(),
      (error: unknown) => setFailure(error instanceof Error ? error.message : networkError),
    )
  return (
    <>
      <button type="button" className={styles.secondary} onClick={() => void ask()}>
        {text}
      </button>
      {failure && <p role="alert">{failure}</p>}
    </>
  )
}
