'use client'

import { useRef, useState, type KeyboardEvent } from 'react'
import type { Messages } from 'next-intl'
import styles from './download.module.css'
import { HomeScreenSteps } from './home-screen-steps'

export type DownloadEntry = { platform: 'android' | 'ios'; url: string; qrSvg: string }

const STEPS = {
  android: ['androidStep1', 'androidStep2', 'androidStep3', 'androidStep4'],
  ios: ['iosStep1', 'iosStep2', 'iosStep3', 'iosStep4'],
} as const

// Android and iOS tabs, each with its QR code and the four steps to install (product spec §2, Modals).
// Used by the download dialog and the /down page.
export function DownloadGuide({
  downloads,
  labels,
}: {
  downloads: DownloadEntry[]
  labels: Messages['Download']
}) {
  const [tab, setTab] = useState<'android' | 'ios'>(downloads[0]?.platform ?? 'android')
  const tabs = useRef<Array<HTMLButtonElement | null>>([])
  const current = downloads.find((d) => d.platform === tab) ?? downloads[0]
  // Without an app to download, the site itself still installs from the browser.
  if (!current)
    return (
      <div className={styles.guide}>
        <p>{labels.unavailable}</p>
        <HomeScreenSteps labels={labels} platforms={['android', 'ios']} />
      </div>
    )

  // Arrow keys move between tabs, as in every tab list.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return
    const index = downloads.findIndex((d) => d.platform === current.platform)
    const nextIndex = (index + (event.key === 'ArrowRight' ? 1 : -1) + downloads.length) % downloads.length
    const next = downloads[nextIndex]
    if (!next) return
    setTab(next.platform)
    tabs.current[nextIndex]?.focus()
  }

  return (
    <div className={styles.guide}>
      <div role="tablist" aria-label={labels.platforms} className={styles.tabs} onKeyDown={onKeyDown}>
        {downloads.map((d, i) => (
          <button
            key={d.platform}
            ref={(el) => {
              tabs.current[i] = el
            }}
            type="button"
            role="tab"
            id={`download-tab-${d.platform}`}
            aria-selected={d.platform === current.platform}
            aria-controls={`download-panel-${d.platform}`}
            tabIndex={d.platform === current.platform ? 0 : -1}
            className={styles.tab}
            onClick={() => setTab(d.platform)}
          >
            {d.platform === 'android' ? labels.android : labels.ios}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`download-panel-${current.platform}`}
        aria-labelledby={`download-tab-${current.platform}`}
        className={styles.panel}
      >
        <div
          role="img"
          aria-label={current.platform === 'android' ? labels.qrAndroid : labels.qrIos}
          className={styles.qr}
          dangerouslySetInnerHTML={{ __html: current.qrSvg }}
        />
        <ol className={styles.steps}>
          {STEPS[current.platform].map((key) => (
            <li key={key}>{labels[key]}</li>
          ))}
        </ol>
        <a className={styles.link} href={current.url} target="_blank" rel="noopener noreferrer">
          {current.platform === 'android' ? labels.openAndroid : labels.openIos}
        </a>
        <HomeScreenSteps labels={labels} platforms={[current.platform]} />
      </div>
    </div>
  )
}
