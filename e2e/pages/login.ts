import { expect, type Locator, type Page } from '@playwright/test'
import { fill, textbox } from './forms'
import type { Lang } from './locale'

const TEXT = {
  pt: {
    title: 'Entrar',
    username: 'Nome de usuário',
    password: 'Senha',
    forgot: 'Esqueceu a senha?',
    smsTab: 'Com código SMS',
    mobile: 'Número de celular',
    smsCode: 'Código SMS',
    sendCode: 'Enviar código',
  },
  en: {
    title: 'Log in',
    username: 'Username',
    password: 'Password',
    forgot: 'Forgot password?',
    smsTab: 'With SMS code',
    mobile: 'Mobile number',
    smsCode: 'SMS code',
    sendCode: 'Send code',
  },
} as const

// The login form, in its dialog (opened from the header) or on the /login page.
export class LoginForm {
  readonly username: Locator
  readonly password: Locator
  readonly submit: Locator
  readonly mobile: Locator
  readonly smsCode: Locator
  readonly sendCode: Locator
  readonly alert: Locator
  private readonly text: (typeof TEXT)[Lang]

  constructor(
    readonly root: Locator,
    readonly lang: Lang,
  ) {
    const text = (this.text = TEXT[lang])
    this.username = textbox(root, text.username)
    this.password = textbox(root, text.password)
    this.submit = root.getByRole('button', { name: text.title })
    this.mobile = textbox(root, text.mobile)
    this.smsCode = textbox(root, text.smsCode)
    this.sendCode = root.getByRole('button', { name: text.sendCode })
    this.alert = root.getByRole('alert')
  }

  static dialog(page: Page, lang: Lang): LoginForm {
    return new LoginForm(page.getByRole('dialog', { name: TEXT[lang].title }), lang)
  }

  static page(page: Page, lang: Lang): LoginForm {
    return new LoginForm(page.locator('main'), lang)
  }

  async signIn(username: string, password: string): Promise<void> {
    await this.username.fill(username)
    await this.password.fill(password)
    await this.submit.click()
  }

  async withSmsCode(): Promise<void> {
    await this.root.getByRole('tab', { name: this.text.smsTab }).click()
  }

  async forgotPassword(): Promise<ForgotPasswordForm> {
    await this.root.getByRole('button', { name: this.text.forgot }).click()
    return ForgotPasswordForm.dialog(this.root.page(), this.lang)
  }
}

const FORGOT = {
  pt: {
    title: 'Esqueci a senha',
    byPhone: 'Por celular',
    mobile: 'Número de celular',
    sendCode: 'Enviar código',
    code: 'Código SMS',
    newPassword: 'Nova senha',
    confirm: 'Confirmar nova senha',
    submit: 'Definir nova senha',
  },
  en: {
    title: 'Forgot password',
    byPhone: 'By mobile',
    mobile: 'Mobile number',
    sendCode: 'Send code',
    code: 'SMS code',
    newPassword: 'New password',
    confirm: 'Confirm new password',
    submit: 'Set new password',
  },
} as const

// The forgot-password dialog: a temporary password by e-mail, or a new one set with a code by phone.
export class ForgotPasswordForm {
  readonly mobile: Locator
  readonly sendCode: Locator
  private readonly text: (typeof FORGOT)[Lang]

  constructor(
    readonly root: Locator,
    lang: Lang,
  ) {
    const text = (this.text = FORGOT[lang])
    this.mobile = textbox(root, text.mobile)
    this.sendCode = root.getByRole('button', { name: text.sendCode })
  }

  static dialog(page: Page, lang: Lang): ForgotPasswordForm {
    return new ForgotPasswordForm(page.getByRole('dialog', { name: FORGOT[lang].title }), lang)
  }

  // Switches to the phone tab and asks for a code to the number.
  async sendCodeByPhone(mobile: string): Promise<void> {
    await this.byPhone()
    await this.mobile.fill(mobile)
    await this.sendCode.click()
  }

  async byPhone(): Promise<void> {
    await this.root.getByRole('tab', { name: this.text.byPhone }).click()
  }

  // Enters the code and the new password twice, and sends them.
  async setNewPassword(code: string, password: string): Promise<void> {
    await fill(this.root, {
      [this.text.code]: code,
      [this.text.newPassword]: password,
      [this.text.confirm]: password,
    })
    await this.root.getByRole('button', { name: this.text.submit }).click()
  }
}

const CHANGE = {
  pt: {
    title: 'Alterar senha',
    current: 'Senha atual',
    newPassword: 'Nova senha',
    confirm: 'Confirmar nova senha',
    forced: 'Para sua segurança, escolha uma nova senha antes de continuar.',
    changed: 'Sua senha foi alterada. Entre com a nova senha.',
  },
  en: {
    title: 'Change password',
    current: 'Current password',
    newPassword: 'New password',
    confirm: 'Confirm new password',
    forced: 'For your security, please choose a new password before you continue.',
    changed: 'Your password has been changed. Please log in with the new password.',
  },
} as const

// The change-password dialog, forced after a default or temporary password, or opened from my account.
export class ChangePasswordDialog {
  readonly root: Locator
  // The notice of a forced change, which says why the player cannot go on.
  readonly forcedNotice: Locator
  readonly current: Locator
  readonly newPassword: Locator
  readonly confirm: Locator
  private readonly text: (typeof CHANGE)[Lang]

  constructor(
    readonly page: Page,
    readonly lang: Lang,
  ) {
    const text = (this.text = CHANGE[lang])
    this.root = page.getByRole('dialog', { name: text.title })
    this.forcedNotice = this.root.getByText(text.forced)
    this.current = textbox(this.root, text.current)
    this.newPassword = textbox(this.root, text.newPassword)
    this.confirm = textbox(this.root, text.confirm)
  }

  async submit(next: string, confirm = next): Promise<void> {
    await this.newPassword.fill(next)
    await this.confirm.fill(confirm)
    await this.root.getByRole('button', { name: this.text.title }).click()
  }

  // After a change the login dialog comes back with a notice and asks for the new password.
  async loginAgain(): Promise<LoginForm> {
    const login = LoginForm.dialog(this.page, this.lang)
    await expect(login.root.getByText(this.text.changed)).toBeVisible()
    return login
  }
}
