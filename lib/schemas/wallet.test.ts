import { BankAccountInput, PaymentPasswordInput, depositForm, withdrawForm } from './wallet'

describe('cashier inputs', () => {
  it('needs matching six-digit payment passwords', () => {
    const ok = { paymentPassword: '258036', confirmPaymentPassword: '258036', password: 'x' }
    expect(PaymentPasswordInput.safeParse(ok).success).toBe(true)
    expect(PaymentPasswordInput.safeParse({ ...ok, paymentPassword: '25803' }).success).toBe(false)
    const mismatch = PaymentPasswordInput.safeParse({ ...ok, confirmPaymentPassword: '258037' })
    expect(mismatch.success).toBe(false)
    expect(mismatch.error?.issues[0]?.path).toEqual(['confirmPaymentPassword'])
  })

  it('normalises bank account numbers and holder names', () => {
    const parsed = BankAccountInput.parse({
      bankCode: '260',
      accountNumber: '1234-5678 9',
      holderName: '  Ana   Souza ',
      paymentPassword: '258036',
    })
    expect(parsed.accountNumber).toBe('123456789')
    expect(parsed.holderName).toBe('Ana Souza')
    expect(BankAccountInput.safeParse({ ...parsed, holderName: '<script>' }).success).toBe(false)
  })
})

describe('form amounts', () => {
  const bounds = { minorDigits: 2, minMinor: 1_000, maxMinor: 5_000_000 }
  const reason = (result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
    result.error?.issues.find((issue) => issue.path[0] === 'amount')?.message

  it('names why a deposit amount cannot be sent', () => {
    const check = (amount: string) => reason(depositForm(bounds).safeParse({ method: 'PIX', amount }))
    expect(check('')).toBe('required')
    expect(check('ten')).toBe('not_number')
    expect(check('10.001')).toBe('too_many_decimals')
    expect(check('9.99')).toBe('below_min')
    expect(check('50000.01')).toBe('above_max')
    expect(check('10,00')).toBeUndefined()
  })

  it('keeps a withdrawal within the withdrawable balance', () => {
    const form = withdrawForm({ ...bounds, availableMinor: 1_500 })
    const input = { bankAccountId: '7', paymentPassword: '258036' }
    expect(reason(form.safeParse({ ...input, amount: '15.01' }))).toBe('insufficient')
    expect(form.parse({ ...input, amount: '15' })).toEqual({ ...input, amount: '15', bankAccountId: 7 })
  })
})
