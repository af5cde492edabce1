import { getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import {
  LEGAL_DOCUMENTS,
  LEGAL_SECTIONS,
  legalPath,
  legalVersion,
  licenceOf,
  type LegalDocument,
} from '@/lib/legal/documents'
import { enterLocale } from '@/lib/page-locale'
import { brandedMetadata } from '@/lib/seo'
import { currentTenant } from '@/lib/tenant'
import type { Tenant } from '@/lib/tenant/config'
import styles from './content-page.module.css'

// One of the tenant's legal documents (terms, privacy, cookies): its version, its sections, the operator
// and its licence, and links to the other documents.
async function LegalDocumentPage({ document, tenant }: { document: LegalDocument; tenant: Tenant }) {
  const t = await getTranslations('Legal')
  const legal = tenant.legal
  const values = { brand: tenant.brandName, company: legal?.company ?? tenant.brandName }
  const version = legalVersion(tenant, document)
  return (
    <article className={styles.page}>
      <h1>{t(`${document}.title`)}</h1>
      {version !== null && <p className={styles.brand}>{t('version', { version })}</p>}
      <p className={styles.lead}>{t(`${document}.intro`, values)}</p>
      {LEGAL_SECTIONS.map((section) => (
        <section key={section} aria-labelledby={`${document}-${section}`} className={styles.section}>
          <h2 id={`${document}-${section}`}>{t(`${document}.${section}Title`)}</h2>
          <p>{t(`${document}.${section}Text`, values)}</p>
        </section>
      ))}
      {legal && (
        <section aria-labelledby={`${document}-operator`} className={styles.section}>
          <h2 id={`${document}-operator`}>{t('operatorTitle')}</h2>
          <p>{t('operatorText', licenceOf(legal))}</p>
        </section>
      )}
      <p className={styles.links}>
        {LEGAL_DOCUMENTS.filter((other) => other !== document).map((other) => (
          <Link key={other} href={legalPath(other)}>
            {t(`${other}.title`)}
          </Link>
        ))}
        <Link href="/responsible-gaming">{t('responsibleGaming')}</Link>
      </p>
    </article>
  )
}

// What each document's route exports: its metadata and its page.
export function legalRoute(document: LegalDocument) {
  return {
    generateMetadata: brandedMetadata(legalPath(document), `Metadata.${document}`),
    async Page({ params }: { params: Promise<{ locale: string }> }) {
      await enterLocale(params)
      return <LegalDocumentPage document={document} tenant={await currentTenant()} />
    },
  }
}
