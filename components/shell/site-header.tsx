import { getLocale, getTranslations } from 'next-intl/server'
import { localeTags } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import type { Features } from '@/lib/features'
import { memberDisplayName } from '@/lib/page-cache/member-name'
import type { MemberView } from '@/lib/types'
import type { brandMark } from '@/lib/shell/install'
import { MenuToggle } from './frame-controls'
import { GuestActions } from './guest-actions'
import { labelsOf } from './labels'
import { MemberActions } from './member-actions'
import { ThemeSwitch } from './theme-switch'
import styles from './site-header.module.css'

// The brand's square mark (its home-screen icon, in the brand's colour), drawn inline.
function BrandMark({ mark }: { mark: ReturnType<typeof brandMark> }) {
  return (
    <svg className={styles.mark} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx={mark.ground.radius} fill={mark.ground.fill} />
      <circle cx={mark.disc.cx} cy={mark.disc.cy} r={mark.disc.r} fill={mark.disc.fill} />
      <path d={mark.play.d} fill={mark.play.fill} />
    </svg>
  )
}

// The brand is its mark and name; on a phone the mark alone (the name stays its link's name), so the
// header's buttons keep their words.
export async function SiteHeader({
  brandName,
  mark,
  member,
  features,
  affiliateUrl,
}: {
  brandName: string
  mark: ReturnType<typeof brandMark>
  member: MemberView | null
  features: Features
  // The affiliate programme's page, for members who are no agents (null: none).
  affiliateUrl: string | null
}) {
  const [t, labels, modal, protection, locale] = await Promise.all([
    getTranslations('Header'),
    labelsOf('Header'),
    labelsOf('Modal'),
    labelsOf('Protection'),
    getLocale(),
  ])
  return (
    <header className={styles.header}>
      <MenuToggle labels={labels} />
      <Link href="/" className={styles.brand}>
        <BrandMark mark={mark} />
        <span className={styles.brandName}>{brandName}</span>
      </Link>
      <div className={styles.actions}>
        <ThemeSwitch darkLabel={t('darkTheme')} />
        {/* Until a default or expired password is changed, the account has nothing to show here: the
            forced change dialog is open, and its balance and messages would be refused. */}
        {member?.mustChangePassword ? null : member ? (
          <MemberActions
            member={{
              nickname: memberDisplayName(member),
              isTrial: member.isTrial,
              isAgent: member.isAgent,
            }}
            registerEnabled={features.directRegistration}
            labels={labels}
            modalLabels={modal}
            sessionLabels={{ sessionClock: protection.sessionClock, sessionNet: protection.sessionNet }}
            localeTag={localeTags[locale]}
            affiliateUrl={affiliateUrl}
          />
        ) : (
          <GuestActions
            registerEnabled={features.directRegistration}
            freePlayEnabled={features.freePlay}
            labels={labels}
          />
        )}
      </div>
    </header>
  )
}
