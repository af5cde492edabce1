import { parseTenantsFile } from '@/lib/tenant/config'
import { alternateLanguages } from './seo'

const [tenant] = parseTenantsFile({
  tenants: [
    {
      id: 'verdant',
      hosts: ['verdant.example'],
      merchantCode: 'V',
      brandName: 'V',
      defaultLocale: 'en',
      locales: ['en', 'th', 'zh'],
      theme: { primary: '#000000', accent: '#000000', primaryText: '#ffffff' },
    },
  ],
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
