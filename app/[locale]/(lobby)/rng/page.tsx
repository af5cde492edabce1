import type { Metadata } from 'next'
import { enterLocale } from '@/lib/page-locale'
import { LobbyPage, lobbyMetadata } from '@/components/games/lobby-page'

export async function generateMetadata({ params }: PageProps<'/[locale]/rng'>): Promise<Metadata> {
  return lobbyMetadata('RNG', await enterLocale(params))
}

export default async function Page({ params, searchParams }: PageProps<'/[locale]/rng'>) {
  const locale = await enterLocale(params)
  return <LobbyPage category="RNG" locale={locale} searchParams={await searchParams} />
}
