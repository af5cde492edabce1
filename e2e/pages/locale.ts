// The two languages the journeys speak: Portuguese (the default, without a path prefix) and English.
export type Lang = 'pt' | 'en'

export const home = (lang: Lang) => (lang === 'pt' ? '/' : '/en')

// A Portal path in a language: `localePath('en', '/member')` is `/en/member`.
export const localePath = (lang: Lang, path: string) => (lang === 'pt' ? path : `/en${path}`)
