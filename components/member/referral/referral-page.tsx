import { getTranslations } from 'next-intl/server'
import type { CentrePageProps } from '@/components/centre/centre'
import { labelsOf } from '@/components/shell/labels'
import { referralFriends, referralInvite } from '@/lib/member/referral-data'
import { formatMinor } from '@/lib/money'
import memberStyles from '../member-centre.module.css'
import { readPaged } from '../paged-card'
import { FriendsRecord } from './friends-record'
import { InviteLink } from './invite-link'
import styles from './referral.module.css'

// Invite friends (product spec §2, `referral`): the member's invite link with its QR code, copy and
// share; the REFERRAL promotion's rules while it runs; the friends invited and the rewards earned.
export async function ReferralPage({ ctx, locale, localeTag, query }: CentrePageProps) {
  const [t, labels, invite, friends] = await Promise.all([
    getTranslations('Referral'),
    labelsOf('Referral'),
    referralInvite(ctx, locale),
    readPaged(ctx, query, (page) => referralFriends(ctx, page)),
  ])
  const money = (minor: number) => (invite ? formatMinor(minor, invite.currency, localeTag) : '')
  return (
    <>
      <section className={memberStyles.card} aria-labelledby="invite-heading">
        <h2 id="invite-heading">{t('inviteHeading')}</h2>
        {!invite ? (
          <p role="alert">{t('loadError')}</p>
        ) : (
          <>
            <p className={styles.rules}>
              {invite.rules
                ? t('rules', {
                    min: money(invite.rules.minDepositMinor),
                    reward: money(invite.rules.rewardMinor),
                    friendReward: money(invite.rules.friendRewardMinor),
                    times: invite.rules.turnoverMultiplier,
                  })
                : t('noRules')}
            </p>
            <div className={styles.invite}>
              <InviteLink link={invite.link} labels={labels} />
              <figure className={styles.qr}>
                <div
                  role="img"
                  aria-label={t('qrLabel')}
                  dangerouslySetInnerHTML={{ __html: invite.qrSvg }}
                />
                <figcaption>{t('code', { code: invite.referralCode })}</figcaption>
              </figure>
            </div>
          </>
        )}
      </section>
      <FriendsRecord labels={labels} localeTag={localeTag} read={friends} />
    </>
  )
}
