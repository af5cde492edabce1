import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { enterLocale } from '@/lib/page-locale'
import { currentTenant } from '@/lib/tenant'
import { GameSession } from '@/components/games/game-session'

export async function generateMetadata({ params }: PageProps<'/[locale]/game'>): Promise<Metadata> {
  const locale = await enterLocale(params)
  const [t, tenant] = await Promise.all([getTranslations({ locale, namespace: 'Game' }), currentTenant()])
  return { title: t('metaTitle', { brand: tenant.brandName }), robots: { index: false } }
}

export default async function GamePage({ params, searchParams }: PageProps<'/[locale]/game'>) {
  const locale = await enterLocale(params)
  return <GameSession locale={locale} searchParams={await searchParams} />
}
