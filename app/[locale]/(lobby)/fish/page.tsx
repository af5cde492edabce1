import type { Metadata } from 'next'
import { enterLocale } from '@/lib/page-locale'
import { LobbyPage, lobbyMetadata } from '@/components/games/lobby-page'

export async function generateMetadata({ params }: PageProps<'/[locale]/fish'>): Promise<Metadata> {
  return lobbyMetadata('FISH', await enterLocale(params))
}

export default async function Page({ params, searchParams }: PageProps<'/[locale]/fish'>) {
  const locale = await enterLocale(params)
  return <LobbyPage category="FISH" locale={locale} searchParams={await searchParams} />
}
