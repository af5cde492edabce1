'use client'

import { Field } from '@/components/ui/form'
import { convertPoints } from '@/lib/client/points'
import { formatMinor } from '@/lib/money'
import { convertForm } from '@/lib/points/schemas'
import { fill } from '@/lib/ui/fill'
import { PointsDialog, usePointsForm } from './points-dialog'
import type { PointsProps } from './points-labels'

// Converting points to cash at the merchant's rate: how many points, from the minimum up to what the
// member holds, then the sign-in password. Below the minimum it says how many points are missing.
export function ConvertAction({
  points,
  minPoints,
  blocked,
  ...props
}: PointsProps & { points: number; minPoints: number; blocked: string | null }) {
  const { labels, localeTag, currency } = props
  const shown = { min: minPoints, max: points, points }
  const form = usePointsForm(props, { points: '' }, convertForm(minPoints, points), shown)

  return (
    <PointsDialog
      {...props}
      opener={{ label: labels.convert, primary: false }}
      blocked={blocked}
      title={labels.convertTitle}
      form={form}
      submitText={labels.confirmConvert}
      send={async (values, requestId) => {
        const done = await convertPoints(
          { ...values, requestId },
          { networkErrorMessage: labels.networkError },
        )
        return fill(labels.converted, {
          amount: formatMinor(done.cashMinor, currency, localeTag),
          points: fill(labels.pointsValue, { points: done.points }, localeTag),
        })
      }}
    >
      <Field
        {...form.field('points')}
        label={labels.pointsField}
        hint={fill(labels.pointsHint, shown, localeTag)}
        inputMode="numeric"
        autoComplete="off"
        required
      />
    </PointsDialog>
  )
}
