import { ProfitInput, TransferInput, transferForm, uplineForm, UplineTransferInput } from './schemas'

const requestId = '0123456789abcdef'

describe('money page inputs', () => {
  it('take a transfer with the main wallet on exactly one side', () => {
    expect(TransferInput.safeParse({ from: 'MAIN', to: 'VELV', amount: '10', requestId }).success).toBe(true)
    expect(TransferInput.safeParse({ from: 'VELV', to: 'MAIN', amount: '10', requestId }).success).toBe(true)
    expect(TransferInput.safeParse({ from: 'MAIN', to: 'MAIN', amount: '10', requestId }).success).toBe(false)
    expect(TransferInput.safeParse({ from: 'VELV', to: 'CRWN', amount: '10', requestId }).success).toBe(false)
    expect(TransferInput.safeParse({ from: 'main', to: 'VELV', amount: '10', requestId }).success).toBe(false)
    expect(TransferInput.safeParse({ from: 'MAIN', to: 'VELV', amount: '10' }).success).toBe(false)
  })

  it.each([
    ['0', 'not_number'],
    ['-5', 'not_number'],
    ['1e309', 'not_number'],
    ['1.234', 'too_many_decimals'],
    ['50.01', 'insufficient'],
    ['', 'required'],
  ])('refuse the amount %p in the browser as %s', (amount, reason) => {
    const form = transferForm(2, (wallet) => (wallet === 'MAIN' ? 5_000 : 0))
    const result = form.safeParse({ from: 'MAIN', to: 'VELV', amount })
    expect(result.success).toBe(false)
    const issue = result.error?.issues.find((i) => i.path[0] === 'amount')
    expect(issue?.message).toBe(reason)
  })

  it('check the amount against the source wallet', () => {
    const form = transferForm(2, (wallet) => (wallet === 'MAIN' ? 5_000 : 100))
    expect(form.safeParse({ from: 'MAIN', to: 'VELV', amount: '50' }).success).toBe(true)
    expect(form.safeParse({ from: 'VELV', to: 'MAIN', amount: '1.01' }).success).toBe(false)
    expect(uplineForm(2, 1_000).safeParse({ amount: '10', paymentPassword: '135790' }).success).toBe(true)
    expect(uplineForm(2, 1_000).safeParse({ amount: '10.01', paymentPassword: '135790' }).success).toBe(false)
    expect(UplineTransferInput.safeParse({ amount: '1', paymentPassword: '12345', requestId }).success).toBe(
      false,
    )
  })

  it('take periods of at most 91 days that end after they start', () => {
    const day = 24 * 60 * 60 * 1000
    expect(ProfitInput.safeParse({ from: '0', to: String(91 * day) }).success).toBe(true)
    expect(ProfitInput.safeParse({ from: '0', to: String(92 * day) }).success).toBe(false)
    expect(ProfitInput.safeParse({ from: '10', to: '10' }).success).toBe(false)
    expect(ProfitInput.safeParse({ from: 'x', to: '10' }).success).toBe(false)
  })
})
