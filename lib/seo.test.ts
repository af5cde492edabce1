import { parseTenantsFile } from '@/lib/tenant/config'
import { tenantEntry } from '@/lib/tenant/test-entry'
import { alternateLanguages } from './seo'

const [tenant] = parseTenantsFile({
  tenants: [tenantEntry({ id: 'verdant', defaultLocale: 'en', locales: ['en', 'th', 'zh'] })],
})

describe('hreflang alternates', () => {
  it('name only the tenant languages, by BCP 47 tag, with x-default on the default language', () => {
    expect(alternateLanguages(tenant!, '/help')).toEqual({
      en: '/en/help',
      'th-TH': '/th/help',
      'zh-CN': '/zh/help',
      'x-default': '/en/help',
    })
  })

  it('never prefix Portuguese, the product default', () => {
    const [solara] = parseTenantsFile({
      tenants: [{ ...tenant!, id: 's', hosts: ['s.example'], defaultLocale: 'pt', locales: ['pt', 'en'] }],
    })
    expect(alternateLanguages(solara!, '/')).toEqual({ 'pt-BR': '/', en: '/en', 'x-default': '/' })
  })
})
