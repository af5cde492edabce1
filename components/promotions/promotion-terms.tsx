import { getTranslations } from 'next-intl/server'
import { formatMinor } from '@/lib/money'
import type { PromotionRule } from '@/lib/promotions/rules'
import type { Currency } from '@/lib/types'
import styles from './promotion-terms.module.css'

// A promotion's terms, written from the rule its engine pays by (lib/promotions/rules.ts): every figure,
// day and deadline on the page is the platform's own, so the text cannot promise what the engine does
// not pay. `compact` gives the list's one-line summary; the detail page shows them all.
export async function PromotionTerms({
  rule,
  currency,
  localeTag,
  compact = false,
}: {
  rule: PromotionRule
  currency: Currency
  localeTag: string
  compact?: boolean
}) {
  const [t, categories] = await Promise.all([
    getTranslations('PromotionTerms'),
    getTranslations('Categories'),
  ])
  const money = (minor: number) => formatMinor(minor, currency, localeTag)
  const lines = termLines(rule, { t, categories, money, localeTag })
  if (lines.length === 0) return null
  if (compact) return <p className={styles.summary}>{lines[0]}</p>
  return (
    <section className={styles.terms} aria-labelledby="promotion-terms-heading">
      <h2 id="promotion-terms-heading">{t('heading')}</h2>
      <ul>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  )
}

type Tools = {
  t: Awaited<ReturnType<typeof getTranslations<'PromotionTerms'>>>
  categories: Awaited<ReturnType<typeof getTranslations<'Categories'>>>
  money: (minor: number) => string
  localeTag: string
}

// The weekday's name in the reader's language (0 Sunday … 6 Saturday): 1 March 2026 was a Sunday.
function weekdayName(weekday: number, localeTag: string) {
  return new Intl.DateTimeFormat(localeTag, { weekday: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2026, 2, 1 + weekday),
  )
}

// The merchant's zone as the reader's language names it ("Brasília time").
function zoneName(timeZone: string, localeTag: string) {
  try {
    const parts = new Intl.DateTimeFormat(localeTag, { timeZone, timeZoneName: 'longGeneric' }).formatToParts(
      Date.UTC(2026, 0, 15),
    )
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone
  } catch {
    return timeZone
  }
}

function wagering(t: Tools['t'], times: number, expiryDays: number | null | undefined) {
  if (times === 0) return [t('noWagering')]
  return [t('turnover', { times }), ...(expiryDays ? [t('deadline', { days: expiryDays })] : [])]
}

export function termLines(rule: PromotionRule, { t, categories, money, localeTag }: Tools): string[] {
  switch (rule.kind) {
    case 'first_deposit_match':
      return [
        t('match', { percent: rule.percent, cap: money(rule.capMinor) }),
        ...wagering(t, rule.turnoverMultiplier, rule.expiryDays),
      ]
    case 'reload': {
      const weekday = weekdayName(rule.weekday, localeTag)
      return [
        t('reload', {
          weekday,
          percent: rule.percent,
          cap: money(rule.capMinor),
          min: money(rule.minDepositMinor),
        }),
        t('reloadClaim', { weekday, zone: zoneName(rule.timeZone, localeTag) }),
        ...wagering(t, rule.turnoverMultiplier, rule.expiryDays),
      ]
    }
    case 'cashback': {
      const names = rule.categories.map((category) =>
        categories.has(category as never) ? categories(category as never) : category,
      )
      return [
        t('cashback', {
          percent: rule.percent,
          categories: new Intl.ListFormat(localeTag, { type: 'conjunction' }).format(names),
          weekday: weekdayName(rule.settleWeekday, localeTag),
          zone: zoneName(rule.timeZone, localeTag),
        }),
        ...wagering(t, rule.turnoverMultiplier, null),
      ]
    }
    case 'free_spins':
      return rule.game
        ? [
            t('freeSpins', { spins: rule.spins, stake: money(rule.stakeMinor), game: rule.game.name }),
            t('freeSpinsPlay'),
          ]
        : []
    case 'referral':
      return [
        t('referral', {
          min: money(rule.minDepositMinor),
          reward: money(rule.rewardMinor),
          friendReward: money(rule.friendRewardMinor),
        }),
        ...wagering(t, rule.turnoverMultiplier, null),
      ]
  }
}
