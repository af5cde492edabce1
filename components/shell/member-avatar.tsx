'use client'

import { useAvatar } from '@/lib/swr/use-avatar'
import { Icon } from './icon'
import { AvatarImage } from './avatar-image'

// The member's avatar, in the golden frame from the point mall when they own it; the plain person icon
// until it has loaded (or where the platform has none). Decorative: what it belongs to names it.
export function MemberAvatar({ size }: { size: number }) {
  const { avatar } = useAvatar(true)
  if (!avatar?.url) return <Icon name="user" size={size} />
  return <AvatarImage url={avatar.url} frame={avatar.frame} size={size} />
}
