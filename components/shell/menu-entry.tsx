import { Link } from '@/i18n/navigation'
import { Icon, type IconName } from './icon'
import styles from './side-menu.module.css'

// A page of the side menu (its top list, or the customer-service part), with its icon.
export function MenuEntry({
  href,
  icon,
  text,
}: {
  href: '/' | '/inhouse' | '/promotions' | '/responsible-gaming' | '/help' | '/member/feedback'
  icon: IconName
  text: string
}) {
  return (
    <li>
      <Link href={href} className={styles.entry}>
        <Icon name={icon} />
        <span className={styles.text}>{text}</span>
      </Link>
    </li>
  )
}
