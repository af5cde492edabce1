import type { Metadata } from 'next'
import { enterLocale } from '@/lib/page-locale'
import { LobbyPage, lobbyMetadata } from '@/components/games/lobby-page'

export async function generateMetadata({ params }: PageProps<'/[locale]/live'>): Promise<Metadata> {
  return lobbyMetadata('LIVE', await enterLocale(params))
}

export default async function Page({ params, searchParams }: PageProps<'/[locale]/live'>) {
  const locale = await enterLocale(params)
  return <LobbyPage category="LIVE" locale={locale} searchParams={await searchParams} />
}
