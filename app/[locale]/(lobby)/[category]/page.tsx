import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { enterLocale } from '@/lib/page-locale'
import { lobbyCategoryOf } from '@/lib/games/lobby'
import { LobbyPage, lobbyMetadata } from '@/components/games/lobby-page'

type Props = PageProps<'/[locale]/[category]'>

async function categoryOf(params: Props['params']) {
  return lobbyCategoryOf((await params).category) ?? notFound()
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [locale, category] = await Promise.all([enterLocale(params), categoryOf(params)])
  return lobbyMetadata(category, locale)
}

// The seven game lobbies (/rng, /live, /fish, /pvp, /sports, /esports, /inhouse) are one page.
export default async function Page({ params, searchParams }: Props) {
  const [locale, category] = await Promise.all([enterLocale(params), categoryOf(params)])
  return <LobbyPage category={category} locale={locale} searchParams={await searchParams} />
}
