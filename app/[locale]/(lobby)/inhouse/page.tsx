import type { Metadata } from 'next'
import { enterLocale } from '@/lib/page-locale'
import { LobbyPage, lobbyMetadata } from '@/components/games/lobby-page'

export async function generateMetadata({ params }: PageProps<'/[locale]/inhouse'>): Promise<Metadata> {
  return lobbyMetadata('INHOUSE', await enterLocale(params))
}

export default async function Page({ params, searchParams }: PageProps<'/[locale]/inhouse'>) {
  const locale = await enterLocale(params)
  return <LobbyPage category="INHOUSE" locale={locale} searchParams={await searchParams} />
}
