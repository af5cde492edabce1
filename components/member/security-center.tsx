import { getTranslations } from 'next-intl/server'
import type { CSSProperties } from 'react'
import { localeTags, type Locale } from '@/i18n/locales'
import type { MemberProfile } from '@/lib/member/profile-data'
import type { Balance } from '@/lib/types'
import { BalanceSummary, ChangePasswordButton } from './account-actions'
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
// the way to change the password, and the balance.
// `profile` and `balance` are what the server could read (null: it could not).
export async function SecurityCenter({
  profile,
  balance,
  locale,
}: {
  profile: MemberProfile | null
  balance: Balance | null
  locale: Locale
}) {
  const [t, common] = await Promise.all([getTranslations('MemberCentre'), getTranslations('Common')])
  const localeTag = localeTags[locale]

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
                {profile.club && profile.club.name ? (
                  <span
                    className={`${styles.club} ${styles.label}`}
                    style={swatch(profile.club.color, profile.club.color2)}
                  >
                    <span aria-hidden="true" style={dot(profile.club.color, profile.club.color2)} />
                    {profile.club.name}
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
                {profile.labels.length > 0 ? (
                  <ul className={styles.chips}>
                    {profile.labels.map((label) => (
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

      <section className={styles.card} aria-labelledby="security-heading">
        <h2 id="security-heading">{t('securityHeading')}</h2>
        <p className={styles.muted}>{t('passwordHint')}</p>
        <div>
          <ChangePasswordButton label={t('changePassword')} />
        </div>
      </section>

      <BalanceSummary
        initial={balance ?? undefined}
        localeTag={localeTag}
        labels={{
          heading: t('balanceHeading'),
          total: t('totalBalance'),
          wallet: t('wallet', { id: '{id}' }),
          error: t('balanceError'),
          loading: common('loading'),
          refresh: t('refresh'),
        }}
      />
    </>
  )
}
