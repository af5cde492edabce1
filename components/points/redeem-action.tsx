'use client'

import { RedeemInput } from '@/lib/points/schemas'
import { redeemReward } from '@/lib/client/points'
import type { PointReward } from '@/lib/points/types'
import { fill } from '@/lib/ui/fill'
import { PointsDialog, usePointsForm } from './points-dialog'
import type { PointsProps } from './points-labels'
import styles from './points.module.css'

const RedeemForm = RedeemInput.pick({ password: true })

// A reward's action for a member: the button and its dialog, or why it cannot be redeemed now.
export function RedeemAction({
  reward,
  points,
  blocked,
  ...props
}: PointsProps & { reward: PointReward; points: number; blocked: string | null }) {
  const { labels, localeTag } = props
  const form = usePointsForm(props, {}, RedeemForm)
  const count = (value: number) => fill(labels.pointsValue, { points: value }, localeTag)
  const opener = {
    label: (
      <>
        {labels.redeem}
        <span className="visually-hidden">: {reward.name}</span>
      </>
    ),
    primary: true,
  }

  return (
    <PointsDialog
      {...props}
      opener={opener}
      blocked={blocked}
      title={fill(labels.redeemTitle, { name: reward.name })}
      form={form}
      submitText={labels.confirmRedeem}
      send={async ({ password }, requestId) => {
        const done = await redeemReward(
          { rewardId: reward.id, password, requestId },
          { networkErrorMessage: labels.networkError },
        )
        return fill(labels.redeemed, { name: done.rewardName, points: count(done.points) })
      }}
    >
      <p className={styles.summary}>
        {fill(labels.redeemSummary, { cost: count(reward.cost), points: count(points) })}
      </p>
    </PointsDialog>
  )
}
