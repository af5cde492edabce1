import { getTranslations } from 'next-intl/server'
import type { CSSProperties } from 'react'
import { localeTags, type Locale } from '@/i18n/locales'
import type { MemberProfile } from '@/lib/member/profile-data'
import { clubText, labelText, walletNames, type ServerNameKey } from '@/lib/member/server-names'
import type { Balance } from '@/lib/types'
import { labelsOf } from '@/components/shell/labels'
import { BalanceSummary, ChangePasswordButton } from './account-actions'
import { IdentitySection } from './identity/identity-section'
import { AvatarPicker } from './avatar-picker'
import { LocalTime } from './local-time'
import styles from './member-centre.module.css'

// Colours come from the platform; they mark the chip (dot and border) while the text keeps the theme's
// own colour, so it stays readable in light and dark.
function swatch(color: string, color2: string): CSSProperties {
  const first = color || color2
  return { borderColor: first || undefined }
}

function dot(color: string, color2: string): CSSProperties {
  const first = color || color2 || 'currentColor'
  const second = color2 || first
  return {
    display: 'inline-block',
    width: 12,
    height: 12,
    borderRadius: '50%',
    background: `linear-gradient(135deg, ${first}, ${second})`,
  }
}

// My account: who the member is (nickname, account, club and rank, labels, since when, masked mobile),
// the way to change the password, the identity check, and the balance.
// `profile` and `balance` are what the server could read (null: it could not).
export async function SecurityCenter({
  profile,
  balance,
  vendorNames,
  locale,
}: {
  profile: MemberProfile | null
  balance: Balance | null
  vendorNames: Record<string, string>
  locale: Locale
}) {
  const [t, common, names, identityLabels, auth] = await Promise.all([
    getTranslations('MemberCentre'),
    getTranslations('Common'),
    getTranslations('ServerNames'),
    labelsOf('Identity'),
    getTranslations('Auth'),
  ])
  const localeTag = localeTags[locale]
  // Labels and the club come as codes: each shows by its text, one without a text not at all.
  const text = (key: ServerNameKey) => names(key)
  const club = profile?.club ? clubText(profile.club.name, text) : null
  const labels = (profile?.labels ?? []).flatMap((label) => {
    const name = labelText(label.name, text)
    return name ? [{ ...label, name }] : []
  })

  return (
    <>
      <section className={styles.card} aria-labelledby="profile-heading">
        <h2 id="profile-heading">{t('profileHeading')}</h2>
        {profile ? (
          <dl className={styles.facts}>
            <div>
              <dt>{t('nickname')}</dt>
              <dd>{profile.nickname}</dd>
            </div>
            <div>
              <dt>{t('account')}</dt>
              <dd>{profile.account}</dd>
            </div>
            <div>
              <dt>{t('club')}</dt>
              <dd>
                {profile.club && club ? (
                  <span
                    className={`${styles.club} ${styles.label}`}
                    style={swatch(profile.club.color, profile.club.color2)}
                  >
                    <span aria-hidden="true" style={dot(profile.club.color, profile.club.color2)} />
                    {club}
                    {profile.rankLevel > 0 && <span>· {t('rankLevel', { level: profile.rankLevel })}</span>}
                  </span>
                ) : profile.rankLevel > 0 ? (
                  t('rankLevel', { level: profile.rankLevel })
                ) : (
                  t('clubNone')
                )}
              </dd>
            </div>
            <div>
              <dt>{t('labels')}</dt>
              <dd>
                {labels.length > 0 ? (
                  <ul className={styles.chips}>
                    {labels.map((label) => (
                      <li
                        key={label.name}
                        className={`${styles.club} ${styles.label}`}
                        style={swatch(label.backgroundColor, label.textColor)}
                      >
                        <span aria-hidden="true" style={dot(label.backgroundColor, label.textColor)} />
                        {label.name}
                      </li>
                    ))}
                  </ul>
                ) : (
                  t('labelsNone')
                )}
              </dd>
            </div>
            <div>
              <dt>{t('registered')}</dt>
              <dd>
                {profile.registeredAt ? (
                  <LocalTime value={profile.registeredAt} localeTag={localeTag} />
                ) : (
                  t('notSet')
                )}
              </dd>
            </div>
            <div>
              <dt>{t('mobile')}</dt>
              <dd>{profile.mobileHint ?? t('notSet')}</dd>
            </div>
          </dl>
        ) : (
          <p role="alert">{t('profileError')}</p>
        )}
      </section>

      <AvatarPicker
        labels={{
          heading: t('avatarHeading'),
          choice: t.raw('avatarChoice') as string,
          saved: t('avatarSaved'),
          frame: t('avatarFrame'),
          error: t('avatarError'),
          loading: common('loading'),
          networkError: auth('networkError'),
        }}
      />

      <section className={styles.card} aria-labelledby="security-heading">
        <h2 id="security-heading">{t('securityHeading')}</h2>
        <p className={styles.muted}>{t('passwordHint')}</p>
        <div>
          <ChangePasswordButton label={t('changePassword')} />
        </div>
      </section>

      <IdentitySection labels={identityLabels} loading={common('loading')} localeTag={localeTag} />

      <BalanceSummary
        initial={balance ?? undefined}
        localeTag={localeTag}
        labels={{
          heading: t('balanceHeading'),
          total: t('totalBalance'),
          walletNames: walletNames(
            {
              main: names('wallet_main'),
              trial: names('wallet_trial'),
              vendor: (name) => names('wallet_vendor', { name }),
              other: names('wallet_other'),
            },
            vendorNames,
          ),
          otherWallet: names('wallet_other'),
          error: t('balanceError'),
          loading: common('loading'),
          refresh: t('refresh'),
        }}
      />
    </>
  )
}
