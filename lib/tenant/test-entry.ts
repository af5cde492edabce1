// A tenants-file entry for unit tests, on its own `<id>.example` host; Portuguese first unless told.
export function tenantEntry({
  id,
  locales,
  defaultLocale = 'pt',
  brandName = id,
  merchantCode = id.toUpperCase(),
}: {
  id: string
  locales: string[]
  defaultLocale?: string
  brandName?: string
  merchantCode?: string
}) {
  return {
    id,
    hosts: [`${id}.example`],
    merchantCode,
    brandName,
    defaultLocale,
    locales,
    theme: { primary: '#f5a524', accent: '#7c3aed', primaryText: '#1a1200' },
  }
}
