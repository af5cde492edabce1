import type { HelpCategory } from '@/lib/types'
import { faqJsonLd, helpQueryOf, searchHelp } from './help-search'

const CATEGORIES: HelpCategory[] = [
  {
    code: 'account',
    title: 'Conta',
    articles: [
      { slug: 'create-account', title: 'Como crio uma conta?', body: 'Escolha Cadastrar no topo.' },
      { slug: 'forgot-password', title: 'Esqueci minha senha', body: 'Use Esqueci a senha.' },
    ],
  },
  {
    code: 'wallet',
    title: 'Depósitos',
    articles: [
      { slug: 'how-to-deposit', title: 'Como faço um depósito?', body: 'Entre e escolha Depositar.' },
    ],
  },
]

describe('searchHelp', () => {
  it('keeps articles holding every word, ignoring case and accents, and drops empty categories', () => {
    const found = searchHelp(CATEGORIES, '  DEPOSITO  ')
    expect(found.map((c) => c.code)).toEqual(['wallet'])
    expect(searchHelp(CATEGORIES, 'como conta').flatMap((c) => c.articles.map((a) => a.slug))).toEqual([
      'create-account',
    ])
    expect(searchHelp(CATEGORIES, 'bitcoin')).toEqual([])
    expect(searchHelp(CATEGORIES, '')).toBe(CATEGORIES)
  })

  it('reads one bounded query from the address', () => {
    expect(helpQueryOf(['senha', 'x'])).toBe('senha')
    expect(helpQueryOf(undefined)).toBe('')
    expect(helpQueryOf('a'.repeat(500))).toHaveLength(100)
  })
})

describe('faqJsonLd', () => {
  it('lists every question with its answer and cannot close its script element', () => {
    const evil: HelpCategory[] = [
      { code: 'x', title: 'X', articles: [{ slug: 's', title: 'Q</script><script>', body: 'A' }] },
    ]
    const text = faqJsonLd(evil)
    expect(text).not.toContain('</script>')
    const data = JSON.parse(text)
    expect(data['@type']).toBe('FAQPage')
    expect(data.mainEntity[0]).toEqual({
      '@type': 'Question',
      name: 'Q</script><script>',
      acceptedAnswer: { '@type': 'Answer', text: 'A' },
    })
    expect(JSON.parse(faqJsonLd(CATEGORIES)).mainEntity).toHaveLength(3)
  })
})
