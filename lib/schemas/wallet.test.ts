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
  const reason = (result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
    result.error?.issues.find((issue) => issue.path[0] === 'amount')?.message

  it('names why a deposit amount cannot be sent', () => {
    const form = depositForm(2, [{ code: 'PIX', minMinor: 1_000, maxMinor: 5_000_000 }])
    const check = (amount: string) => reason(form.safeParse({ method: 'PIX', amount }))
    expect(['', 'ten', '10.001', '9.99', '50000.01', '10,00'].map(check)).toEqual([
      'required',
      'not_number',
      'too_many_decimals',
      'below_min',
      'above_max',
      undefined,
    ])
    // Another method's bounds apply once it is chosen; an unknown one is for the server to refuse.
    const bank = depositForm(2, [{ code: 'BANK', minMinor: 5_000, maxMinor: 10_000_000 }])
    expect(reason(bank.safeParse({ method: 'BANK', amount: '20' }))).toBe('below_min')
    expect(bank.safeParse({ method: 'PIX', amount: '20' }).success).toBe(true)
  })

  it('keeps a withdrawal within the withdrawable balance', () => {
    const form = withdrawForm({ minorDigits: 2, minMinor: 1_000, maxMinor: 5_000_000, availableMinor: 1_500 })
    const input = { bankAccountId: '7', paymentPassword: '258036' }
    expect(reason(form.safeParse({ ...input, amount: '15.01' }))).toBe('insufficient')
    expect(form.parse({ ...input, amount: '15' })).toEqual({ ...input, amount: '15', bankAccountId: 7 })
  })
})
