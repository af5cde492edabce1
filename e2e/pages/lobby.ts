import type { Locator, Page } from '@playwright/test'
import { localePath, type Lang } from './locale'

const TEXT = {
  pt: {
    providers: 'Provedores',
    filters: 'Filtrar jogos',
    pages: 'Páginas',
    games: (n: number) => `${n} jogos`,
  },
  en: { providers: 'Providers', filters: 'Filter games', pages: 'Pages', games: (n: number) => `${n} games` },
} as const

// A game lobby (/rng, /live, /inhouse, ...): its provider tabs, filters, game grid and pager.
export class Lobby {
  readonly providers: Locator
  readonly filters: Locator
  readonly pager: Locator
  private readonly text: (typeof TEXT)[Lang]

  constructor(
    readonly page: Page,
    readonly lang: Lang = 'pt',
  ) {
    this.text = TEXT[lang]
    this.providers = page.getByRole('navigation', { name: this.text.providers })
    this.filters = page.getByRole('search', { name: this.text.filters })
    this.pager = page.getByRole('navigation', { name: this.text.pages })
  }

  // Opens a lobby by its address, e.g. `open('rng?vendor=KITE')`.
  async open(category: string): Promise<void> {
    await this.page.goto(localePath(this.lang, `/${category}`))
  }

  heading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name })
  }

  // The game grid, named after the lobby.
  grid(name: string): Locator {
    return this.page.getByRole('list', { name })
  }

  tab(name: string): Locator {
    return this.providers.getByRole('link', { name })
  }

  // The count of games the lobby says it found.
  total(count: number): Locator {
    return this.page.getByRole('status').filter({ hasText: this.text.games(count) })
  }
}
