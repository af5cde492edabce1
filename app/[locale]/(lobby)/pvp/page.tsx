import type { Metadata } from 'next'
import { enterLocale } from '@/lib/page-locale'
import { LobbyPage, lobbyMetadata } from '@/components/games/lobby-page'

export async function generateMetadata({ params }: PageProps<'/[locale]/pvp'>): Promise<Metadata> {
  return lobbyMetadata('PVP', await enterLocale(params))
}

export default async function Page({ params, searchParams }: PageProps<'/[locale]/pvp'>) {
  const locale = await enterLocale(params)
  return <LobbyPage category="PVP" locale={locale} searchParams={await searchParams} />
}
