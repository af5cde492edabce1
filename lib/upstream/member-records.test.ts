import type { UpstreamContext } from './client'
import { accountRecord, bettingRecord, readMessage, unreadMessages } from './member'
import { answerCalls, testTenant } from './test-tenant'

// The member centre's records and inbox as the Portal reshapes them from the platform's answers.

function context(): UpstreamContext {
  return { tenant: testTenant('records'), locale: 'en', token: 'member-token' }
}

const currency = { code: 'BRL', symbol: 'R$', minorDigits: 2 }

let answers: Record<string, unknown>
let calls: URL[]

beforeEach(() => {
  calls = answerCalls((url) => answers[url.pathname] ?? null)
})

describe('account record', () => {
  it('asks for the period, type and page, and keeps amounts in minor units', async () => {
    answers = {
      '/wps/relay/ODSFE2_MemTransDet': {
        list: [
          {
            id: 9,
            transType: 'payout',
            kind: 'payout',
            amount: 198,
            balanceAfter: 1198,
            roundId: 'R1',
            gameName: 'Dice',
            time: 2000,
          },
          { id: 8, transType: 'jackpot', kind: 'jackpot', amount: '-100', balanceAfter: '1000', time: 1000 },
        ],
        totalPages: 3,
        totalCount: 21,
        summary: { income: 198, expense: 100 },
        currency,
      },
    }
    const page = await accountRecord(context(), { page: 2, from: 100, type: 'payout' })
    const query = calls[0]?.searchParams
    expect(query?.get('pageNo')).toBe('2')
    expect(query?.get('startTime')).toBe('100')
    expect(query?.has('endTime')).toBe(false)
    expect(query?.get('transType')).toBe('payout')
    expect(page).toEqual({
      items: [
        {
          id: '9',
          type: 'payout',
          amountMinor: 198,
          balanceAfterMinor: 1198,
          gameName: 'Dice',
          roundId: 'R1',
          time: 2000,
        },
        {
          id: '8',
          type: 'other',
          amountMinor: -100,
          balanceAfterMinor: 1000,
          gameName: null,
          roundId: null,
          time: 1000,
        },
      ],
      page: 2,
      pageCount: 3,
      total: 21,
      summary: { incomeMinor: 198, expenseMinor: 100 },
      currency,
    })
    await accountRecord(context(), { page: 1, from: 0, type: 'all' })
    expect(calls[1]?.searchParams.has('transType')).toBe(false)
  })
})

describe('betting record', () => {
  it('names each round’s result, trusting the platform’s word and else the net', async () => {
    answers = {
      '/wps/relay/ODSFE2_MemBetDet': {
        list: [
          {
            roundId: 'R3',
            gameName: 'Mines',
            gameType: 'INHOUSE',
            betAmount: 100,
            winAmount: 0,
            netAmount: -100,
            result: 'OPEN',
            betTime: 3,
          },
          {
            roundId: 'R2',
            gameName: 'Dice',
            gameType: 'INHOUSE',
            betAmount: 100,
            winAmount: 198,
            betTime: 2,
            balanceAfter: 1098,
          },
          {
            roundId: 'R1',
            gameName: 'Dice',
            gameType: 'INHOUSE',
            betAmount: 100,
            winAmount: 100,
            betTime: 1,
          },
        ],
        totalPages: 1,
        totalCount: 3,
        summary: { betAmount: 300, winAmount: 298, netAmount: -2 },
        currency,
      },
    }
    const page = await bettingRecord(context(), { page: 1, from: 0, type: 'INHOUSE' })
    expect(calls[0]?.searchParams.get('gameType')).toBe('INHOUSE')
    expect(page.items.map((bet) => [bet.roundId, bet.result, bet.netMinor, bet.balanceAfterMinor])).toEqual([
      ['R3', 'open', -100, null],
      ['R2', 'win', 98, 1098],
      ['R1', 'tie', 0, null],
    ])
    expect(page.summary).toEqual({ stakeMinor: 300, payoutMinor: 298, netMinor: -2 })
  })
})

describe('inbox', () => {
  it('reads the unread count as an object or a bare number', async () => {
    answers = { '/wps/relay/CSP_unreadCount': { count: 3 } }
    expect(await unreadMessages(context())).toBe(3)
    answers = { '/wps/relay/CSP_unreadCount': 5 }
    expect(await unreadMessages(context())).toBe(5)
  })

  it('opens a message with its id in the body', async () => {
    answers = {
      '/wps/relay/CSP_messageRead': { id: 7, title: 'Hi', content: 'Text', time: 1, read: true, unread: 0 },
    }
    const message = await readMessage(context(), '7')
    expect(message).toEqual({ id: '7', title: 'Hi', content: 'Text', time: 1, read: true, unread: 0 })
  })
})
