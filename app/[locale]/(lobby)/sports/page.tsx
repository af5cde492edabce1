import type { Metadata } from 'next'
import { enterLocale } from '@/lib/page-locale'
import { LobbyPage, lobbyMetadata } from '@/components/games/lobby-page'

export async function generateMetadata({ params }: PageProps<'/[locale]/sports'>): Promise<Metadata> {
  return lobbyMetadata('SPORTS', await enterLocale(params))
}

export default async function Page({ params, searchParams }: PageProps<'/[locale]/sports'>) {
  const locale = await enterLocale(params)
  return <LobbyPage category="SPORTS" locale={locale} searchParams={await searchParams} />
}
