import type { CentrePageProps } from '@/components/centre/centre'
import { labelsOf } from '@/components/shell/labels'
import { readLeaderboard, readMissions } from '@/lib/rewards/data'
import { LeaderboardView } from './leaderboard-view'
import { MissionsView } from './missions-view'
import { RewardCentre } from './reward-centre'

// The member centre's reward pages: missions with the weekly leaderboard (missionLeaderboard) and the
// reward centre (rewardCenter). The missions and the leaderboard are read here (a claim reads the page
// again); the reward centre reads its list through the BFF.

export async function MissionsPage({ ctx, localeTag }: CentrePageProps) {
  const [labels, missions, board] = await Promise.all([
    labelsOf('Rewards'),
    readMissions(ctx),
    readLeaderboard(ctx),
  ])
  return (
    <>
      <MissionsView labels={labels} localeTag={localeTag} missions={missions} />
      <LeaderboardView labels={labels} localeTag={localeTag} board={board} />
    </>
  )
}

export async function RewardCenterPage({ localeTag }: CentrePageProps) {
  return <RewardCentre labels={await labelsOf('Rewards')} localeTag={localeTag} />
}
