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
  readonly submit: Locator
  readonly mobile: Locator
  readonly sendCode: Locator
  // The tip that the mobile number becomes the account number, shown before a mobile registration is sent.
  readonly accountNumberTip: Locator
  readonly success: Locator
  private readonly text: (typeof TEXT)[Lang]

  constructor(
    readonly root: Locator,
    readonly lang: Lang,
  ) {
    const text = (this.text = TEXT[lang])
    this.submit = root.getByRole('button', { name: text.submit })
    this.mobile = textbox(root, text.mobile)
    this.sendCode = root.getByRole('button', { name: text.sendCode })
    this.accountNumberTip = root.page().getByRole('alertdialog', { name: text.tip })
    this.success = root.page().getByRole('dialog', { name: text.success })
  }

  static page(page: Page, lang: Lang): RegisterForm {
    return new RegisterForm(page.locator('main form'), lang)
  }

  async fill(values: Record<string, string>): Promise<void> {
    await fill(this.root, values)
  }

  // Switches to registration by mobile number, and asks for a code when given a number.
  async byMobile(mobile?: string): Promise<void> {
    await this.root.getByRole('tab', { name: this.text.mobileTab }).click()
    if (mobile === undefined) return
    await this.mobile.fill(mobile)
    await this.sendCode.click()
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

  async acceptAccountNumberTip(): Promise<void> {
    await this.accountNumberTip.getByRole('button', { name: this.text.continue }).click()
  }

  async startPlaying(): Promise<void> {
    await this.success.getByRole('button', { name: this.text.startPlaying }).click()
  }
}
