import { expect, type Locator, type Page } from '@playwright/test'
import { localePath, type Lang } from './locale'

const TEXT = {
  member: {
    pt: {
      title: 'Central do membro',
      nav: 'Páginas da central do membro',
      close: 'Fechar a central do membro',
    },
    en: { title: 'Member centre', nav: 'Member centre pages', close: 'Close the member centre' },
  },
  agent: {
    pt: {
      title: 'Central do agente',
      nav: 'Páginas da central do agente',
      close: 'Fechar a central do agente',
    },
    en: { title: 'Agent centre', nav: 'Agent centre pages', close: 'Close the agent centre' },
  },
} as const

// The member and agent centres: a dialog over the page, with a list of its pages and one page shown.
class Centre {
  readonly dialog: Locator
  readonly nav: Locator
  private readonly closeName: string

  constructor(
    readonly page: Page,
    readonly lang: Lang,
    private readonly area: 'member' | 'agent',
  ) {
    const text = TEXT[area][lang]
    this.dialog = page.getByRole('dialog', { name: text.title })
    this.nav = this.dialog.getByRole('navigation', { name: text.nav })
    this.closeName = text.close
  }

  // Opens one of the centre's pages by its address, e.g. `open('depositv2')`.
  async open(slug = ''): Promise<void> {
    await this.page.goto(localePath(this.lang, `/${this.area}${slug ? `/${slug}` : ''}`))
  }

  // An entry of the page list.
  link(name: string | RegExp): Locator {
    return this.nav.getByRole('link', { name })
  }

  // Presses a key (`times` times) in the page list and expects focus on the named entry.
  async moveFocus(key: string, to: string | RegExp, times = 1): Promise<void> {
    for (let step = 0; step < times; step++) await this.page.keyboard.press(key)
    await expect(this.link(to)).toBeFocused()
  }

  region(name: string): Locator {
    return this.dialog.getByRole('region', { name, exact: true })
  }

  get closeButton(): Locator {
    return this.dialog.getByRole('button', { name: this.closeName })
  }
}

export class MemberCentre extends Centre {
  constructor(page: Page, lang: Lang = 'pt') {
    super(page, lang, 'member')
  }
}

export class AgentCentre extends Centre {
  constructor(page: Page, lang: Lang = 'pt') {
    super(page, lang, 'agent')
  }

  // A figure of the team overview.
  stat(name: string): Locator {
    return this.dialog.locator(`[data-stat="${name}"] dd`)
  }

  // Expects each named figure of the team overview to read as given, in the order given.
  async expectStats(figures: Record<string, string>): Promise<void> {
    for (const [name, text] of Object.entries(figures)) await expect(this.stat(name)).toHaveText(text)
  }
}
