import type { Locator, Page } from '@playwright/test'
import { fill, textbox } from './forms'
import type { Lang } from './locale'

const TEXT = {
  pt: {
    submit: 'Criar conta',
    mobileTab: 'Com celular',
    mobile: 'Número de celular',
    sendCode: 'Enviar código',
    code: 'Código SMS',
    password: 'Senha',
    confirm: 'Confirmar senha',
    success: 'Cadastro concluído',
    startPlaying: 'Começar a jogar',
    tip: 'Seu número de conta',
    continue: 'Continuar',
  },
  en: {
    submit: 'Create account',
    mobileTab: 'With mobile number',
    mobile: 'Mobile number',
    sendCode: 'Send code',
    code: 'SMS code',
    password: 'Password',
    confirm: 'Confirm password',
    success: 'Registration successful',
    startPlaying: 'Start playing',
    tip: 'Your account number',
    continue: 'Continue',
  },
} as const

// The registration form, on the /register page or in the dialog the header opens.
export class RegisterForm {
  private readonly text: (typeof TEXT)[Lang]

  constructor(
    readonly root: Locator,
    readonly lang: Lang,
  ) {
    this.text = TEXT[lang]
  }

  static page(page: Page, lang: Lang): RegisterForm {
    return new RegisterForm(page.locator('main form'), lang)
  }

  get submit(): Locator {
    return this.root.getByRole('button', { name: this.text.submit })
  }

  get mobile(): Locator {
    return textbox(this.root, this.text.mobile)
  }

  get sendCode(): Locator {
    return this.root.getByRole('button', { name: this.text.sendCode })
  }

  async fill(values: Record<string, string>): Promise<void> {
    await fill(this.root, values)
  }

  async byMobile(): Promise<void> {
    await this.root.getByRole('tab', { name: this.text.mobileTab }).click()
  }

  // Enters the SMS code and the password twice, then sends the form.
  async completeByMobile(code: string, password: string): Promise<void> {
    await fill(this.root, {
      [this.text.code]: code,
      [this.text.password]: password,
      [this.text.confirm]: password,
    })
    await this.submit.click()
  }

  // The tip that the mobile number becomes the account number, shown before a mobile registration is sent.
  get accountNumberTip(): Locator {
    return this.root.page().getByRole('alertdialog', { name: this.text.tip })
  }

  async acceptAccountNumberTip(): Promise<void> {
    await this.accountNumberTip.getByRole('button', { name: this.text.continue }).click()
  }

  get success(): Locator {
    return this.root.page().getByRole('dialog', { name: this.text.success })
  }

  async startPlaying(): Promise<void> {
    await this.success.getByRole('button', { name: this.text.startPlaying }).click()
  }
}
