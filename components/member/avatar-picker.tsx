'use client'

import { useState } from 'react'
import { AvatarImage } from '@/components/shell/avatar-image'
import { isApiError } from '@/lib/client/errors'
import { saveAvatar } from '@/lib/client/avatar'
import { useAvatar } from '@/lib/swr/use-avatar'
import { fill } from '@/lib/ui/fill'
import styles from './avatar-picker.module.css'
import centre from './member-centre.module.css'

export type AvatarLabels = {
  heading: string
  // "Avatar {number}"
  choice: string
  saved: string
  frame: string
  error: string
  loading: string
  networkError: string
}

// My account's avatar: the one shown in the header and the account menu, in the point-mall frame the
// member owns, picked from the platform's set (each pick is saved at once).
export function AvatarPicker({ labels }: { labels: AvatarLabels }) {
  const { avatar, error } = useAvatar(true)
  const [status, setStatus] = useState<{ text: string; failed: boolean } | null>(null)
  // The pick being saved shows as chosen at once (the radio the player moved to stays checked, and
  // keeps the focus); a refused one goes back to the saved avatar.
  const [pending, setPending] = useState<string | null>(null)

  async function pick(choice: string) {
    if (pending !== null || choice === avatar?.avatar) return
    setPending(choice)
    setStatus(null)
    try {
      await saveAvatar({ avatar: Number(choice) }, labels.networkError)
      setStatus({ text: labels.saved, failed: false })
    } catch (failure) {
      setStatus({ text: isApiError(failure) ? failure.message : labels.networkError, failed: true })
    } finally {
      setPending(null)
    }
  }

  return (
    <section className={centre.card} aria-labelledby="avatar-heading" aria-busy={!avatar && !error}>
      <h2 id="avatar-heading">{labels.heading}</h2>
      {error ? (
        <p role="alert">{labels.error}</p>
      ) : !avatar ? (
        <p className={centre.muted}>{labels.loading}</p>
      ) : (
        <>
          <div className={styles.current}>
            {avatar.url && <AvatarImage url={avatar.url} frame={avatar.frame} size={72} />}
            {avatar.frame && <p className={centre.muted}>{labels.frame}</p>}
          </div>
          <fieldset className={styles.choices} aria-busy={pending !== null || undefined}>
            <legend className="visually-hidden">{labels.heading}</legend>
            {avatar.choices.map((choice) => (
              <label key={choice.avatar} className={styles.choice}>
                <input
                  type="radio"
                  name="avatar"
                  value={choice.avatar}
                  checked={choice.avatar === (pending ?? avatar.avatar)}
                  onChange={() => void pick(choice.avatar)}
                />
                <AvatarImage url={choice.url} frame={null} size={56} />
                <span className="visually-hidden">{fill(labels.choice, { number: choice.avatar })}</span>
              </label>
            ))}
          </fieldset>
        </>
      )}
      <p role="status" className={status?.failed ? styles.failed : centre.muted}>
        {status?.text}
      </p>
    </section>
  )
}
