import { getTranslations } from 'next-intl/server'
import { DownloadGuide } from '@/components/modals/download-guide'
import { appDownloads } from '@/lib/shell/frame-data'
import { labelsOf } from '@/components/shell/labels'
import { enterLocale } from '@/lib/page-locale'
import { pageContext } from '@/lib/request-context'
import { brandedMetadata } from '@/lib/seo'
import { getSiteStatus } from '@/lib/upstream/catalogue'
import styles from '@/components/pages/content-page.module.css'

export const generateMetadata = brandedMetadata('/down', 'Metadata.down')

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
        <DownloadGuide downloads={downloads} labels={labels} />
      </div>
    </article>
  )
}
