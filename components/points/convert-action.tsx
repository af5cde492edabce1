'use client'

import { useState } from 'react'
import { Field } from '@/components/ui/form'
import { convertPoints } from '@/lib/client/points'
import { formatMinor } from '@/lib/money'
import { convertForm } from '@/lib/points/schemas'
import { fill } from '@/lib/ui/fill'
import { PointsDialog, usePointsForm } from './points-dialog'
import type { PointsProps } from './points-labels'
import styles from './points.module.css'

// Converting points to cash at the merchant's rate: how many points, from the minimum up to what the
// member holds, then the sign-in password.
export function ConvertAction({
  points,
  minPoints,
  ...props
}: PointsProps & { points: number; minPoints: number }) {
  const { labels, localeTag, currency } = props
  const [open, setOpen] = useState(false)
  const shown = { min: minPoints, max: points, points }
  const form = usePointsForm(props, { points: '' }, convertForm(minPoints, points), shown)
  const count = (value: number) => fill(labels.pointsValue, { points: value }, localeTag)

  return (
    <>
      <button type="button" className={styles.secondary} onClick={() => setOpen(true)}>
        {labels.convert}
      </button>
      <PointsDialog
        {...props}
        open={open}
        onClose={() => setOpen(false)}
        title={labels.convertTitle}
        form={form}
        submitText={labels.confirmConvert}
        send={async (values, requestId) => {
          const done = await convertPoints(
            { points: values.points, password: values.password, requestId },
            { networkErrorMessage: labels.networkError },
          )
          return fill(labels.converted, {
            amount: formatMinor(done.cashMinor, currency, localeTag),
            points: count(done.points),
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
    </>
  )
}
