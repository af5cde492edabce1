'use client'

import { useSyncExternalStore } from 'react'
import type { Messages } from 'next-intl'
import { formatMinor } from '@/lib/money'
import { useBalance } from '@/lib/swr/use-balance'
import { useWaitForScripts } from '@/lib/ui/use-hydrated'
import { Icon } from './icon'
import styles from './site-header.module.css'

const HIDDEN_KEY = 'balance.hidden'
const listeners = new Set<() => void>()

function readHidden(): boolean {
  try {
    return window.localStorage.getItem(HIDDEN_KEY) === '1'
  } catch {
    return false
  }
}

function setHidden(hidden: boolean) {
  try {
    window.localStorage.setItem(HIDDEN_KEY, hidden ? '1' : '0')
  } catch {
    // Then the choice lasts until the next page.
  }
  listeners.forEach((l) => l())
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function Balance({ labels, localeTag }: { labels: Messages['Header']; localeTag: string }) {
  const { balance: data, error, isLoading, isRefreshing, refresh } = useBalance(true)
  const hidden = useSyncExternalStore(subscribe, readHidden, () => false)
  const updating = isLoading || (isRefreshing && !data)
  const waiting = useWaitForScripts()

  return (
    <div className={styles.balance}>
      <Icon name="wallet" size={18} />
      <span className="visually-hidden">{labels.balance}</span>
      <output className={styles.amount} aria-live="polite" aria-busy={updating || undefined}>
        {updating ? (
          <span className={styles.updating}>{labels.balanceUpdating}</span>
        ) : error || !data ? (
          <span className={styles.updating}>{labels.balanceUnavailable}</span>
        ) : hidden ? (
          <span aria-label={labels.balanceHidden}>••••••</span>
        ) : (
          formatMinor(data.totalMinor, data.currency, localeTag)
        )}
      </output>
      <button
        type="button"
        className={styles.smallButton}
        aria-pressed={hidden}
        aria-label={labels.hideBalance}
        onClick={() => setHidden(!hidden)}
        {...waiting}
      >
        <Icon name={hidden ? 'eyeOff' : 'eye'} size={18} />
      </button>
      <button
        type="button"
        className={styles.smallButton}
        aria-label={labels.refreshBalance}
        disabled={isRefreshing}
        onClick={() => void refresh()}
        {...waiting}
      >
        <Icon name="refresh" size={18} className={isRefreshing ? styles.spinning : undefined} />
      </button>
    </div>
  )
}
