import type { CentrePageProps } from '@/components/centre/centre'
import { breakInPlace } from '@/components/protection/break-notice'
import { labelsOf } from '@/components/shell/labels'
import { readLeaderboard, readMissions, readRewards } from '@/lib/rewards/data'
import { recordZone } from '@/lib/records/read'
import { LeaderboardView } from './leaderboard-view'
import { MissionsView } from './missions-view'
import { RewardCentre } from './reward-centre'

// The member centre's reward pages: missions with the weekly leaderboard (missionLeaderboard) and the
// reward centre (rewardCenter), read here on the server; a claim reads the page again. A member on a
// time-out or self-exclusion sees the break notice instead: no mission, reward or ranking invites play
// during a break (RTS 14A).

export async function MissionsPage({ ctx, locale, localeTag }: CentrePageProps) {
  const onBreak = await breakInPlace(locale)
  if (onBreak) return onBreak
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

export async function RewardCenterPage({ ctx, locale, localeTag }: CentrePageProps) {
  const onBreak = await breakInPlace(locale)
  if (onBreak) return onBreak
  const [labels, data, zone] = await Promise.all([labelsOf('Rewards'), readRewards(ctx), recordZone(ctx)])
  return <RewardCentre labels={labels} localeTag={localeTag} timeZone={zone.zone} data={data} />
}
