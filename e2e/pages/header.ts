import { expect, type Locator, type Page } from '@playwright/test'
import type { Lang } from './locale'
import { LoginForm } from './login'
import { RegisterForm } from './register'

const TEXT = {
  pt: {
    login: 'Entrar',
    register: 'Cadastrar',
    registerTitle: 'Criar conta',
    menu: /Menu da conta/,
    memberCentre: 'Central do membro',
    agentCentre: 'Central do agente',
    signOut: 'Sair',
  },
  en: {
    login: 'Log in',
    register: 'Register',
    registerTitle: 'Create account',
    menu: /Account menu/,
    memberCentre: 'Member centre',
    agentCentre: 'Agent centre',
    signOut: 'Sign out',
  },
} as const

// Clicks a header action that opens an auth dialog once the page is interactive (before hydration the
// same link leads to the page version, where the header offers it again).
export async function openDialog(page: Page, trigger: () => Locator, dialogName: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: dialogName })
  await expect(async () => {
    await trigger().click()
    await expect(dialog).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
  return dialog
}

// The site header: the guest's login and register links, the member's balance and account menu.
export class Header {
  readonly banner: Locator
  readonly balance: Locator
  readonly loginLink: Locator
  readonly accountMenu: Locator
  private readonly text: (typeof TEXT)[Lang]

  constructor(
    readonly page: Page,
    readonly lang: Lang = 'pt',
  ) {
    const text = (this.text = TEXT[lang])
    this.banner = page.getByRole('banner')
    this.balance = this.banner.locator('output')
    this.loginLink = page.getByRole('link', { name: text.login })
    this.accountMenu = this.banner.getByRole('button', { name: text.menu })
  }

  // The account button that names who is signed in.
  signedInAs(name: string): Locator {
    return this.page.getByRole('button', { name: new RegExp(name) })
  }

  async openLogin(): Promise<LoginForm> {
    return new LoginForm(await openDialog(this.page, () => this.loginLink, this.text.login), this.lang)
  }

  async openRegister(): Promise<RegisterForm> {
    const trigger = () => this.page.getByRole('link', { name: this.text.register })
    return new RegisterForm(await openDialog(this.page, trigger, this.text.registerTitle), this.lang)
  }

  // Waits for the signed-in header's balance in reais: the header is live, so its links are followed by the
  // running app rather than as new page loads.
  async expectLiveBalance(): Promise<void> {
    await expect(this.balance).toHaveText(/^R\$ [\d,]+\.\d{2}$/)
  }

  // Opens a page by its address and waits for the live header.
  async openLive(path: string): Promise<void> {
    await this.page.goto(path)
    await this.expectLiveBalance()
  }

  async openMenu(): Promise<void> {
    await this.accountMenu.click()
  }

  menuItem(name: 'memberCentre' | 'agentCentre' | 'signOut'): Locator {
    return this.page.getByRole('menuitem', { name: this.text[name] })
  }
}
