import { mutate } from 'swr'
import { ApiError, apiFetch } from '@/lib/api-client'
import {
  addBankAccount,
  cancelWithdrawal,
  createDeposit,
  depositSettled,
  withdraw,
  WALLET_KEYS,
} from './wallet'

jest.mock('swr', () => ({ __esModule: true, default: jest.fn(), mutate: jest.fn() }))
jest.mock('@/lib/api-client', () => ({
  ...jest.requireActual('@/lib/api-client'),
  apiFetch: jest.fn(),
}))

const fetched = apiFetch as jest.MockedFunction<typeof apiFetch>
const refreshed = () => (mutate as jest.Mock).mock.calls.map(([key]) => key as string).sort()
const refusal = (fields: Record<string, string>) =>
  new ApiError(422, { code: 'invalid_input', message: 'refused', fields })

beforeEach(() => jest.clearAllMocks())

describe('the wallet client', () => {
  it('posts a deposit to its route and refreshes the recent deposits', async () => {
    fetched.mockResolvedValueOnce({ orderId: 'DP1' })
    await createDeposit({ method: 'PIX', amount: '25' }, { networkErrorMessage: 'offline' })
    expect(fetched).toHaveBeenCalledWith('/api/wallet/deposit', {
      body: { method: 'PIX', amount: '25' },
      networkErrorMessage: 'offline',
    })
    expect(refreshed()).toEqual([WALLET_KEYS.deposits(1)])
  })

  it('refreshes the balance only when a watched deposit is paid', () => {
    depositSettled('expired')
    expect(refreshed()).toEqual([WALLET_KEYS.deposits(1)])
    depositSettled('paid')
    expect(refreshed()).toEqual(['/api/wallet/balance', WALLET_KEYS.deposits(1), WALLET_KEYS.deposits(1)])
  })

  it('refreshes balance, withdrawal facts and list after a withdrawal', async () => {
    fetched.mockResolvedValueOnce({ orderId: 'WD1' })
    await withdraw({ amount: '30', bankAccountId: 7, paymentPassword: '258036' })
    expect(refreshed()).toEqual(
      ['/api/wallet/balance', WALLET_KEYS.withdrawInfo, WALLET_KEYS.withdrawals(1)].sort(),
    )
  })

  it('refreshes the attempts left when a payment password is refused, and nothing else', async () => {
    fetched.mockRejectedValueOnce(refusal({ paymentPassword: 'wrong' }))
    await expect(withdraw({ amount: '30', bankAccountId: 7, paymentPassword: '111333' })).rejects.toThrow(
      'refused',
    )
    expect(refreshed()).toEqual([WALLET_KEYS.withdrawInfo])

    jest.clearAllMocks()
    fetched.mockRejectedValueOnce(refusal({ accountNumber: 'exists' }))
    const account = { bankCode: '341', accountNumber: '987654321', holderName: 'Ana', paymentPassword: '1' }
    await expect(addBankAccount(account)).rejects.toThrow('refused')
    expect(refreshed()).toEqual([])
  })

  it('refreshes the withdrawals even when a cancellation is refused', async () => {
    fetched.mockRejectedValueOnce(refusal({ _: 'not_pending' }))
    await expect(cancelWithdrawal({ orderId: 'WD1' })).rejects.toThrow('refused')
    expect(refreshed()).toEqual(
      ['/api/wallet/balance', WALLET_KEYS.withdrawInfo, WALLET_KEYS.withdrawals(1)].sort(),
    )
  })
})
