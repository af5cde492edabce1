import type { Tenant } from '@/lib/tenant/config'

// The tenant's legal documents, each at its own address; the text is the Portal's, in every language
// (messages `Legal`), with the tenant's company, authority and licence filled in, and the version number
// from the tenant's configuration.
export const LEGAL_DOCUMENTS = ['terms', 'privacy', 'cookies'] as const
export type LegalDocument = (typeof LEGAL_DOCUMENTS)[number]

// The numbered sections of every document, in page order.
export const LEGAL_SECTIONS = ['s1', 's2', 's3'] as const

export function legalPath(document: LegalDocument): `/${LegalDocument}` {
  return `/${document}`
}

// The version of a document the tenant publishes, or null for a tenant that names no licence.
export function legalVersion(tenant: Pick<Tenant, 'legal'>, document: LegalDocument): number | null {
  return tenant.legal?.versions[document] ?? null
}

// The values the licence notice names (footer and legal pages).
export function licenceOf(legal: NonNullable<Tenant['legal']>) {
  return { company: legal.company, authority: legal.authority, licence: legal.licence }
}
