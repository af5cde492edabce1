'use client'

import { Icon } from '@/components/shell/icon'
import { useLeaveCentre } from './centre-leave'
import styles from './centre.module.css'

// The centre's close button.
export function CentreClose({
  label,
  homeHref,
  overlay,
}: {
  label: string
  homeHref: string
  overlay: boolean
}) {
  const leave = useLeaveCentre(homeHref, overlay)
  return (
    <button type="button" className={styles.close} onClick={leave} aria-label={label}>
      <Icon name="close" />
    </button>
  )
}
