import type { Metadata } from 'next'
import { enterLocale } from '@/lib/page-locale'
import { LotteryPage, lotteryMetadata } from '@/components/lottery/lottery-page'

export async function generateMetadata({ params }: PageProps<'/[locale]/vnlottery'>): Promise<Metadata> {
  return lotteryMetadata('vn', await enterLocale(params))
}

export default async function Page({ params, searchParams }: PageProps<'/[locale]/vnlottery'>) {
  const locale = await enterLocale(params)
  return <LotteryPage kind="vn" locale={locale} searchParams={await searchParams} />
}
