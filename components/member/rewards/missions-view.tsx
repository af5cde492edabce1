'use client'

import { claimReward, useMissions } from '@/lib/client/rewards'
import { formatMinor } from '@/lib/money'
import type { Mission } from '@/lib/rewards/types'
import { fill } from '@/lib/ui/fill'
import memberStyles from '../member-centre.module.css'
import { StatusBadge } from '../cashier/cashier-shared'
import { ClaimOutcome, ReadStatus } from './claim-outcome'
import styles from './rewards.module.css'
import { useClaim, type RewardLabels } from './use-claim'

// The missions on offer, each with the member's progress in its period and its reward; a completed one
// is claimed here (or in the reward centre), once.
export function MissionsView({ labels, localeTag }: { labels: RewardLabels; localeTag: string }) {
  const read = useMissions()
  const { running, outcome, run } = useClaim(labels, localeTag)
  const currency = read.data?.currency
  const money = (minor: number) => (currency ? formatMinor(minor, currency, localeTag) : '')
  const measure = (mission: Mission, value: number) =>
    mission.kind === 'wager' ? money(value) : String(value)

  return (
    <section className={memberStyles.card} aria-labelledby="missions-heading">
      <h2 id="missions-heading">{labels.missionsHeading}</h2>
      <ClaimOutcome outcome={outcome} />
      <ReadStatus
        read={read}
        empty={read.data && read.data.missions.length === 0 ? labels.missionsEmpty : null}
        labels={labels}
      />
      {read.data && read.data.missions.length > 0 && (
        <ul className={styles.list}>
          {read.data.missions.map((mission) => (
            <li
              key={mission.id}
              className={styles.item}
              data-mission={mission.id}
              data-status={mission.status}
            >
              <div className={styles.head}>
                <h3>{mission.title}</h3>
                <StatusBadge status={mission.status} text={labels[`status_${mission.status}`]} />
              </div>
              <p className={memberStyles.sub}>
                {labels[`period_${mission.period}`]} ·{' '}
                {fill(labels.rewardOf, { amount: money(mission.rewardMinor) })}
              </p>
              <progress
                className={styles.progress}
                max={mission.target}
                value={mission.progress}
                aria-label={fill(labels.progressLabel, {
                  progress: measure(mission, mission.progress),
                  target: measure(mission, mission.target),
                })}
              />
              <p className={styles.figure} data-testid="mission-progress">
                {fill(labels.progressLabel, {
                  progress: measure(mission, mission.progress),
                  target: measure(mission, mission.target),
                })}
              </p>
              {mission.status === 'claimable' && (
                <button
                  type="button"
                  className={memberStyles.primary}
                  disabled={running !== null}
                  aria-busy={running === mission.id}
                  onClick={() => void run(mission.id, () => claimReward({ missionId: mission.id }))}
                >
                  {fill(labels.claimMission, { title: mission.title })}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
