import { formatMinor } from '@/lib/money'
import type { Mission, Missions } from '@/lib/rewards/types'
import { fill } from '@/lib/ui/fill'
import memberStyles from '../member-centre.module.css'
import { StatusBadge } from '../cashier/cashier-text'
import { ClaimButton } from './claim'
import { RewardCard } from './reward-card'
import styles from './rewards.module.css'
import type { RewardLabels } from './use-claim'

export const MISSIONS_PATH = '/member/missionLeaderboard'

// The missions on offer, each with the member's progress in its period and its reward, as the page read
// them on the server (null: that failed); a completed one is claimed here (or in the reward centre), once.
export function MissionsView({
  labels,
  localeTag,
  missions,
}: {
  labels: RewardLabels
  localeTag: string
  missions: Missions | null
}) {
  const money = (minor: number) => (missions ? formatMinor(minor, missions.currency, localeTag) : '')
  const measure = (mission: Mission, value: number) =>
    mission.kind === 'wager' ? money(value) : String(value)

  return (
    <RewardCard
      name="missions"
      items={missions?.missions}
      path={MISSIONS_PATH}
      labels={labels}
      claimsIn={localeTag}
    >
      {missions && missions.missions.length > 0 && (
        <ul className={styles.list}>
          {missions.missions.map((mission) => {
            const progress = fill(labels.progressLabel, {
              progress: measure(mission, mission.progress),
              target: measure(mission, mission.target),
            })
            return (
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
                  aria-label={progress}
                />
                <p className={styles.figure} data-testid="mission-progress">
                  {progress}
                </p>
                {mission.status === 'claimable' && (
                  <ClaimButton
                    which={mission.id}
                    input={{ missionId: mission.id }}
                    className={memberStyles.primary}
                  >
                    {fill(labels.claimMission, { title: mission.title })}
                  </ClaimButton>
                )}
              </li>
            )
          })}
        </ul>
      )}
    </RewardCard>
  )
}
