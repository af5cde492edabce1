import type { Metadata } from 'next'
import { enterLocale } from '@/lib/page-locale'
import { LotteryPage, lotteryMetadata } from '@/components/lottery/lottery-page'

export async function generateMetadata({ params }: PageProps<'/[locale]/lottery'>): Promise<Metadata> {
  return lotteryMetadata('general', await enterLocale(params))
}

export default async function Page({ params, searchParams }: PageProps<'/[locale]/lottery'>) {
  const locale = await enterLocale(params)
  return <LotteryPage kind="general" locale={locale} searchParams={await searchParams} />
}
