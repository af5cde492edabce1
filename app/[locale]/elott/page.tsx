import type { Metadata } from 'next'
import { enterLocale } from '@/lib/page-locale'
import { LotteryPage, lotteryMetadata } from '@/components/lottery/lottery-page'

export async function generateMetadata({ params }: PageProps<'/[locale]/elott'>): Promise<Metadata> {
  return lotteryMetadata('sea', await enterLocale(params))
}

export default async function Page({ params, searchParams }: PageProps<'/[locale]/elott'>) {
  const locale = await enterLocale(params)
  return <LotteryPage kind="sea" locale={locale} searchParams={await searchParams} />
}
