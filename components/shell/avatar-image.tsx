import { CdnImage } from '@/components/ui/cdn-image'
import styles from './member-avatar.module.css'

// An avatar picture, in the golden frame from the point mall when the member owns it.
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
