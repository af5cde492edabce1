'use client'

import { useCallback, useEffect, useState } from 'react'
import type { Messages } from 'next-intl'
import { Modal } from '@/components/modals/modal'
import type { DomainRoute } from '@/lib/types'
import { fill } from '@/lib/ui/fill'
import { measure, type Result } from './speed-probe'
import styles from './speed-test.module.css'

export default function SpeedTestModal({
  routes,
  labels,
  closeLabel,
  onClose,
}: {
  routes: DomainRoute[]
  labels: Messages['CustomerService']
  closeLabel: string
  onClose: () => void
}) {
  const [results, setResults] = useState<Record<string, Result>>({})
  const [running, setRunning] = useState(false)

  const run = useCallback(async () => {
    setRunning(true)
    setResults(Object.fromEntries(routes.map((r) => [r.url, { state: 'pending' } as Result])))
    await Promise.all(
      routes.map(async (route) => {
        const result = await measure(route.url)
        setResults((prev) => ({ ...prev, [route.url]: result }))
      }),
    )
    setRunning(false)
  }, [routes])

  useEffect(() => {
    // Starting the measurement is the reason the player opened this dialog.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void run()
  }, [run])

  const fastest = Object.entries(results).reduce<string | null>((best, [url, r]) => {
    if (r.state !== 'done') return best
    const current = best ? results[best] : undefined
    return !current || (current.state === 'done' && r.ms < current.ms) ? url : best
  }, null)

  return (
    <Modal
      open
      onClose={onClose}
      title={labels.speedTest}
      closeLabel={closeLabel}
      width={480}
      footer={
        <button type="button" className={styles.button} onClick={() => void run()} disabled={running}>
          {running ? labels.speedRunning : labels.speedAgain}
        </button>
      }
    >
      <p className={styles.intro}>{labels.speedIntro}</p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{labels.speedRoute}</th>
            <th scope="col">{labels.speedResult}</th>
          </tr>
        </thead>
        <tbody>
          {routes.map((route) => {
            const result = results[route.url] ?? { state: 'pending' }
            return (
              <tr key={route.url}>
                <th scope="row">
                  <a href={route.url} target="_blank" rel="noopener noreferrer">
                    {route.name}
                  </a>
                  {fastest === route.url && <span className={styles.best}>{labels.speedFastest}</span>}
                </th>
                <td aria-live="polite">
                  {result.state === 'pending' && (
                    <span className={styles.muted}>{labels.speedMeasuring}</span>
                  )}
                  {result.state === 'done' && fill(labels.speedMs, { ms: result.ms })}
                  {result.state === 'failed' && (
                    <span className={styles.failed}>{labels.speedUnreachable}</span>
                  )}
                  {result.state === 'blocked' && <span className={styles.muted}>{labels.speedBlocked}</span>}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </Modal>
  )
}
