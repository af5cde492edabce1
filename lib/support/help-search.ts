import type { HelpArticle, HelpCategory } from '@/lib/types'

// The help centre's search, on the server: words of the query (case, accents and width folded) must all
// appear in an article's title or answer. Categories left without articles drop out.

export const MAX_HELP_QUERY = 100

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase()

export function helpQueryOf(raw: string | string[] | undefined): string {
  const first = Array.isArray(raw) ? raw[0] : raw
  return (first ?? '').trim().slice(0, MAX_HELP_QUERY)
}

export function searchHelp(categories: HelpCategory[], query: string): HelpCategory[] {
  const words = fold(query).split(/\s+/).filter(Boolean)
  if (words.length === 0) return categories
  const matches = (article: HelpArticle) => {
    const text = fold(`${article.title} ${article.body}`)
    return words.every((word) => text.includes(word))
  }
  return categories
    .map((category) => ({ ...category, articles: category.articles.filter(matches) }))
    .filter((category) => category.articles.length > 0)
}

// FAQ structured data (schema.org FAQPage) for search engines: every question with its answer.
export function faqJsonLd(categories: HelpCategory[]): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: categories.flatMap((category) =>
      category.articles.map((article) => ({
        '@type': 'Question',
        name: article.title,
        acceptedAnswer: { '@type': 'Answer', text: article.body },
      })),
    ),
  }
  // Inside a <script> element "</script>" would end it early; the escaped form parses the same.
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
