'use client'

import { CdnImage } from '@/components/ui/cdn-image'
import { useAvatar } from '@/lib/swr/use-avatar'
import { Icon } from './icon'
import styles from './member-avatar.module.css'

// The member's avatar, in the golden frame from the point mall when they own it; the plain person icon
// until it has loaded (or where the platform has none). Decorative: what it belongs to names it.
export function MemberAvatar({ size }: { size: number }) {
  const { avatar } = useAvatar(true)
  if (!avatar?.url) return <Icon name="user" size={size} />
  return <AvatarImage url={avatar.url} frame={avatar.frame} size={size} />
}

export function AvatarImage({ url, frame, size }: { url: string; frame: string | null; size: number }) {
  return (
    <span
      className={styles.avatar}
      data-frame={frame === 'GOLD' ? 'gold' : undefined}
      style={{ width: size, height: size }}
    >
      <CdnImage src={url} width={size} height={size} />
    </span>
  )
}
