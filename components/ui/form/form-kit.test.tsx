/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen } from '@testing-library/react'
import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { NextIntlClientProvider } from 'next-intl'
import { z } from 'zod'
import { PasswordField as AuthPasswordField, useFieldErrorText } from '@/components/auth/field'
import { ApiError } from '@/lib/client/errors'
import en from '@/messages/en.json'
import {
  ErrorSummary,
  Field,
  focusFirstError,
  PasswordField,
  SelectField,
  SubmitButton,
  SubmitRow,
  useForm,
} from '.'
import type { FormOptions } from './use-form'

// Renders `ui` on the server, checks that markup with `beforeHydration`, then hydrates it in place.
async function hydrated(ui: ReactElement, beforeHydration: (container: HTMLElement) => void) {
  const container = document.createElement('div')
  container.innerHTML = renderToString(ui)
  document.body.appendChild(container)
  beforeHydration(container)
  await act(async () => {
    render(ui, { container, hydrate: true })
  })
  return container
}

type Name = 'username' | 'mobileNum' | 'password'

function Demo({
  send = () => Promise.resolve(),
  ...options
}: Partial<FormOptions<Name>> & { send?: () => Promise<void> }) {
  const form = useForm<Name>({
    initial: { username: '', mobileNum: '', password: '' },
    networkError: 'No network',
    ...options,
  })
  return (
    <form id={form.id} onSubmit={form.submit(send)} noValidate>
      <Field {...form.field('username')} label="Username" />
      <Field {...form.field('mobileNum')} label="Mobile" hint="Digits only" />
      <PasswordField
        {...form.field('password')}
        label="Password"
        showLabel="Show password"
        hideLabel="Hide password"
      />
      <SubmitRow pending={form.pending} failure={form.failure}>
        Send
      </SubmitRow>
    </form>
  )
}

const submit = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
  })
}

describe('form kit', () => {
  it('shows each error under its field, described by it, and clears it when the field changes', async () => {
    render(<Demo validate={(v) => ({ username: v.username ? null : 'Required', password: 'Too short' })} />)
    await submit()
    const username = screen.getByLabelText('Username')
    const error = document.querySelector('[data-field-error="username"]')
    expect(error).toHaveProperty('textContent', 'Required')
    expect(username.getAttribute('aria-invalid')).toBe('true')
    expect(username.getAttribute('aria-describedby')).toBe(error?.id)
    expect(screen.getByLabelText('Mobile').getAttribute('aria-invalid')).toBeNull()
    expect(screen.getByText('Digits only').id).toBe(
      screen.getByLabelText('Mobile').getAttribute('aria-describedby'),
    )
    fireEvent.change(username, { target: { value: 'ana' } })
    expect(document.querySelector('[data-field-error="username"]')).toBeNull()
    expect(document.querySelector('[data-field-error="password"]')).toHaveProperty('textContent', 'Too short')
  })

  it('moves focus to the first field in error, in form order', async () => {
    render(<Demo validate={() => ({ password: 'Too short', mobileNum: 'Not a number' })} />)
    await submit()
    expect(document.activeElement).toBe(screen.getByLabelText('Mobile'))
  })

  it('checks a zod schema and words its issues', async () => {
    const schema = z.object({ username: z.string().min(3), mobileNum: z.string(), password: z.string() })
    const send = jest.fn(() => Promise.resolve())
    render(<Demo schema={schema} issueText={(issue) => `bad ${issue.code}`} send={send} />)
    await submit()
    expect(document.querySelector('[data-field-error="username"]')).toHaveProperty(
      'textContent',
      'bad too_small',
    )
    expect(document.activeElement).toBe(screen.getByLabelText('Username'))
    expect(send).not.toHaveBeenCalled()
  })

  it('puts BFF field errors under their fields and focuses the first', async () => {
    const refused = new ApiError(400, {
      code: 'invalid_input',
      message: 'Check the form',
      fields: { mobile: 'pattern', password: 'too_small' },
    })
    render(
      <Demo
        alias={{ mobile: 'mobileNum' }}
        fieldText={(name, reason) => (name === 'mobileNum' ? `mobile ${reason}` : null)}
        send={() => Promise.reject(refused)}
      />,
    )
    await submit()
    expect(document.querySelector('[data-field-error="mobileNum"]')).toHaveProperty(
      'textContent',
      'mobile pattern',
    )
    expect(document.querySelector('[data-field-error="password"]')).toHaveProperty(
      'textContent',
      'Check the form',
    )
    expect(document.activeElement).toBe(screen.getByLabelText('Mobile'))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows a refusal of no field, or a network failure, above the button', async () => {
    const refused = new ApiError(429, { code: 'rate_limited', message: 'Slow down' })
    const { unmount } = render(<Demo send={() => Promise.reject(refused)} />)
    await submit()
    expect(screen.getByRole('alert').textContent).toBe('Slow down')
    unmount()
    render(<Demo send={() => Promise.reject(new TypeError('offline'))} />)
    await submit()
    expect(screen.getByRole('alert').textContent).toBe('No network')
  })

  it('blocks the button while sending', async () => {
    let finish = () => {}
    const send = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    render(<Demo send={send} />)
    await submit()
    const button = screen.getByRole('button', { name: 'Send' })
    expect(button).toHaveProperty('disabled', true)
    expect(button.getAttribute('aria-busy')).toBe('true')
    fireEvent.submit(button.closest('form')!)
    expect(send).toHaveBeenCalledTimes(1)
    await act(async () => finish())
    expect(button).toHaveProperty('disabled', false)
  })

  it('keeps submit disabled until the page is hydrated', async () => {
    const ui = (
      <form>
        <SubmitButton pending={false}>Send</SubmitButton>
      </form>
    )
    const container = await hydrated(ui, (server) =>
      expect(server.querySelector('button')).toHaveProperty('disabled', true),
    )
    expect(container.querySelector('button')).toHaveProperty('disabled', false)
  })

  it('keeps fields read-only until the page is hydrated, so nothing typed before is lost', async () => {
    const ui = (
      <form>
        <Field name="amount" label="Amount" value="" onChange={() => {}} />
      </form>
    )
    const container = await hydrated(ui, (server) =>
      expect(server.querySelector('input')).toHaveProperty('readOnly', true),
    )
    expect(container.querySelector('input')).toHaveProperty('readOnly', false)
  })

  it('marks the show-password toggle unavailable, and out of reach of the pointer, until the page is hydrated', async () => {
    const container = await hydrated(<Demo />, (server) => {
      const toggle = server.querySelector('button[aria-pressed]')
      expect(toggle?.getAttribute('aria-disabled')).toBe('true')
      expect(toggle?.hasAttribute('data-waiting')).toBe(true)
    })
    const toggle = container.querySelector('button[aria-pressed]')
    expect(toggle?.hasAttribute('aria-disabled')).toBe(false)
    expect(toggle?.hasAttribute('data-waiting')).toBe(false)
  })

  it('toggles a password between hidden and shown', () => {
    render(<Demo />)
    const input = screen.getByLabelText('Password')
    expect(input.getAttribute('type')).toBe('password')
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }))
    expect(input.getAttribute('type')).toBe('text')
    expect(screen.getByRole('button', { name: 'Hide password' }).getAttribute('aria-pressed')).toBe('true')
  })

  it('labels a select and marks its error', () => {
    render(
      <SelectField
        name="bank"
        label="Bank"
        value=""
        onChange={() => {}}
        prompt="Choose"
        options={[{ value: 'b1', label: 'First bank' }]}
        error="Pick one"
        announce
      />,
    )
    const select = screen.getByLabelText('Bank')
    expect(select.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByRole('alert').getAttribute('data-field-error')).toBe('bank')
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose', 'First bank'])
  })

  it('focuses a named control without aria-invalid, and a summary entry focuses its field', () => {
    render(
      <form data-testid="f">
        <input name="amount" aria-label="Amount" />
        <input type="radio" name="method" value="pix" aria-label="Pix" />
        <ErrorSummary title="Check" items={[{ name: 'amount', label: 'Amount', text: 'Too low' }]} />
      </form>,
    )
    focusFirstError(screen.getByTestId('f') as HTMLFormElement, { method: 'Choose one' })
    expect(document.activeElement).toBe(screen.getByLabelText('Pix'))
    fireEvent.click(screen.getByRole('button', { name: 'Amount: Too low' }))
    expect(document.activeElement).toBe(screen.getByLabelText('Amount'))
  })

  it('words rule errors and names the password toggle in the page language', () => {
    function Texts() {
      const text = useFieldErrorText()
      return (
        <form>
          <AuthPasswordField
            name="p"
            label="Password"
            value=""
            onChange={() => {}}
            error={text({ code: 'required' })}
          />
        </form>
      )
    }
    render(
      <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
        <Texts />
      </NextIntlClientProvider>,
    )
    expect(document.querySelector('[data-field-error="p"]')).toHaveProperty(
      'textContent',
      en.FieldRules.required,
    )
    expect(screen.getByRole('button', { name: 'Show Password' })).toBeTruthy()
  })
})
