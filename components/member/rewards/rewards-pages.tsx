import type { CentrePageProps } from '@/components/centre/centre'
import { labelsOf } from '@/components/shell/labels'
import { LeaderboardView } from './leaderboard-view'
import { MissionsView } from './missions-view'
import { RewardCentre } from './reward-centre'

// The member centre's reward pages: missions with the weekly leaderboard (missionLeaderboard) and the
// reward centre (rewardCenter). The islands read their data through the BFF.

export async function MissionsPage({ localeTag }: CentrePageProps) {
  const labels = await labelsOf('Rewards')
  return (
    <>
      <MissionsView labels={labels} localeTag={localeTag} />
      <LeaderboardView labels={labels} localeTag={localeTag} />
    </>
  )
}

export async function RewardCenterPage({ localeTag }: CentrePageProps) {
  return <RewardCentre labels={await labelsOf('Rewards')} localeTag={localeTag} />
}
