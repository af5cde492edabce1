import { getTranslations } from 'next-intl/server'
import { getPathname, Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { formatMinor } from '@/lib/money'
import type { PointMall, PointReward } from '@/lib/points/types'
import type { PointsProps } from './points-labels'
import { RedeemAction } from './redeem-action'
import page from '@/components/pages/content-page.module.css'
import styles from './points.module.css'

// The rewards on offer, each with its artwork, cost, value, stock and limit. Visitors are asked to sign
// in to redeem; a member sees the button, or why the reward cannot be redeemed now.
export async function RewardGrid({
  mall,
  locale,
  ...props
}: PointsProps & { mall: PointMall; locale: Locale }) {
  const t = await getTranslations('Points')
  const { localeTag, currency } = props
  const points = mall.member?.points ?? null
  const blockedBy = (reward: PointReward, held: number) => {
    if (reward.stock === 0) return t('outOfStock')
    if (reward.memberLimit !== null && reward.redeemed >= reward.memberLimit) return t('limitReached')
    return held < reward.cost ? t('needMore', { points: reward.cost - held }) : null
  }
  const login = { pathname: '/login', query: { next: getPathname({ href: '/pointMall', locale }) } }

  if (mall.rewards.length === 0) return <p className={styles.empty}>{t('rewardsEmpty')}</p>
  return (
    <ul className={page.cards} data-testid="point-rewards">
      {mall.rewards.map((reward) => (
        <li key={reward.id} className={page.card} data-reward={reward.id}>
          {reward.imageUrl && (
            // eslint-disable-next-line @next/next/no-img-element -- reward artwork comes from the tenant's image CDN
            <img src={reward.imageUrl} alt="" width={480} height={320} loading="lazy" decoding="async" />
          )}
          <h3 className={styles.rewardName}>{reward.name}</h3>
          <p className={styles.cost}>{t('pointsValue', { points: reward.cost })}</p>
          <p className={page.meta}>
            {reward.kind === 'cash'
              ? t('cashValue', { amount: formatMinor(reward.cashMinor, currency, localeTag) })
              : t('itemValue')}
          </p>
          <p className={page.meta}>
            {reward.stock > 0 ? t('stockLeft', { stock: reward.stock }) : t('outOfStock')}
            {reward.memberLimit !== null &&
              ` · ${t('limit', { limit: reward.memberLimit, redeemed: reward.redeemed })}`}
          </p>
          {points === null ? (
            <Link href={login} className={styles.signIn}>
              {t('signInToRedeem')}
              <span className="visually-hidden">: {reward.name}</span>
            </Link>
          ) : (
            <RedeemAction {...props} reward={reward} points={points} blocked={blockedBy(reward, points)} />
          )}
        </li>
      ))}
    </ul>
  )
}
