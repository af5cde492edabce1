import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { locales } from '@/i18n/locales'

type Tree = { [key: string]: string | Tree }

function leaves(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value, `${prefix}${key}.`),
  )
}

const load = (locale: string): Tree =>
  JSON.parse(readFileSync(path.join(__dirname, `${locale}.json`), 'utf8'))

describe('message files', () => {
  it('exist for exactly the six languages the Portal speaks', () => {
    const files = readdirSync(__dirname)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.replace('.json', ''))
      .sort()
    expect(files).toEqual([...locales].sort())
  })

  const reference = leaves(load('en')).map(([key]) => key)

  it.each(locales.filter((l) => l !== 'en'))('%s has the same keys as English', (locale) => {
    expect(leaves(load(locale)).map(([key]) => key)).toEqual(reference)
  })

  it.each([...locales])('%s has no empty value', (locale) => {
    const empty = leaves(load(locale)).filter(([, value]) => value.trim() === '')
    expect(empty).toEqual([])
  })

  it.each([...locales])('%s keeps every {placeholder} of the English text', (locale) => {
    const english = Object.fromEntries(leaves(load('en')))
    const names = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort()
    const mismatched = leaves(load(locale)).filter(
      ([key, value]) => names(value).join() !== names(english[key] ?? '').join(),
    )
    expect(mismatched).toEqual([])
  })
})
