import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { DownloadPanel } from '@/components/pages/download-panel'
import { appDownloads } from '@/lib/shell/frame-data'
import { labelsOf } from '@/components/shell/labels'
import { enterLocale } from '@/lib/page-locale'
import { pageContext } from '@/lib/request-context'
import { pageMetadata } from '@/lib/seo'
import { getSiteStatus } from '@/lib/upstream/catalogue'
import styles from '@/components/pages/content-page.module.css'

export async function generateMetadata({ params }: PageProps<'/[locale]/down'>): Promise<Metadata> {
  const locale = await enterLocale(params)
  const ctx = await pageContext()
  const t = await getTranslations({ locale, namespace: 'Metadata' })
  return pageMetadata({
    locale,
    path: '/down',
    title: t('downTitle', { brand: ctx.tenant.brandName }),
    description: t('downDescription', { brand: ctx.tenant.brandName }),
  })
}

export default async function DownloadPage({ params }: PageProps<'/[locale]/down'>) {
  await enterLocale(params)
  const ctx = await pageContext()
  const [t, labels, status] = await Promise.all([
    getTranslations('DownPage'),
    labelsOf('Download'),
    getSiteStatus(ctx).catch(() => null),
  ])
  const downloads = await appDownloads(status)
  return (
    <article className={styles.page}>
      <h1>{t('title')}</h1>
      <p className={styles.lead}>{t('intro', { brand: ctx.tenant.brandName })}</p>
      <div className={styles.download}>
        <DownloadPanel downloads={downloads} labels={labels} />
      </div>
    </article>
  )
}
