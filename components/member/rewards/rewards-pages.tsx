import type { CentrePageProps } from '@/components/centre/centre'
import { breakInPlace } from '@/components/protection/break-notice'
import { labelsOf } from '@/components/shell/labels'
import { readLeaderboard } from '@/lib/rewards/data'
import { LeaderboardView } from './leaderboard-view'
import { MissionsView } from './missions-view'
import { RewardCentre } from './reward-centre'

// The member centre's reward pages: missions with the weekly leaderboard (missionLeaderboard) and the
// reward centre (rewardCenter). The leaderboard is read here; the islands with claims read theirs
// through the BFF. A member on a time-out or self-exclusion sees the break notice instead: no mission,
// reward or ranking invites play during a break (RTS 14A).

export async function MissionsPage({ ctx, locale, localeTag }: CentrePageProps) {
  const onBreak = await breakInPlace(locale)
  if (onBreak) return onBreak
  const [labels, board] = await Promise.all([labelsOf('Rewards'), readLeaderboard(ctx)])
  return (
    <>
      <MissionsView labels={labels} localeTag={localeTag} />
      <LeaderboardView labels={labels} localeTag={localeTag} board={board} />
    </>
  )
}

export async function RewardCenterPage({ locale, localeTag }: CentrePageProps) {
  const onBreak = await breakInPlace(locale)
  if (onBreak) return onBreak
  return <RewardCentre labels={await labelsOf('Rewards')} localeTag={localeTag} />
}
