import { getTranslations } from 'next-intl/server'
import { formatMinor } from '@/lib/money'
import type { PointConfig } from '@/lib/points/types'
import type { Currency } from '@/lib/types'
import styles from './points.module.css'

// How points are earned in each game category the Portal names, and what they convert to.
export async function EarnRates({
  config,
  currency,
  localeTag,
}: {
  config: PointConfig
  currency: Currency
  localeTag: string
}) {
  const [t, categories] = await Promise.all([getTranslations('Points'), getTranslations('Categories')])
  type Category = Parameters<typeof categories>[0]
  const named = config.categories.filter((rate) => categories.has(rate.category as Category))
  const money = (minor: number) => formatMinor(minor, currency, localeTag)
  return (
    <ul className={styles.rates}>
      {named.map((rate) => (
        <li key={rate.category}>
          {t('earnRate', {
            category: categories(rate.category as Category),
            amount: money(rate.minorPerPoint),
          })}
        </li>
      ))}
      {config.convert && (
        <li>
          {t('convertRate', {
            points: 100,
            amount: money(100 * config.convert.minorPerPoint),
            min: config.convert.minPoints,
          })}
        </li>
      )}
    </ul>
  )
}
