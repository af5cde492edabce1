import type { Metadata } from 'next'
import { enterLocale } from '@/lib/page-locale'
import { LobbyPage, lobbyMetadata } from '@/components/games/lobby-page'

export async function generateMetadata({ params }: PageProps<'/[locale]/esports'>): Promise<Metadata> {
  return lobbyMetadata('ESPORTS', await enterLocale(params))
}

export default async function Page({ params, searchParams }: PageProps<'/[locale]/esports'>) {
  const locale = await enterLocale(params)
  return <LobbyPage category="ESPORTS" locale={locale} searchParams={await searchParams} />
}
