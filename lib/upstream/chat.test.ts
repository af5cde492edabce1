import type { UpstreamContext } from './client'
import { chatRoomUrl, chatUnread } from './chat'
import { testTenant } from './test-tenant'

// The live chat calls as the Portal sends and reads them.

function context(): UpstreamContext {
  return { tenant: testTenant('chat'), locale: 'pt', token: 'member-token' }
}

let answer: unknown
let requests: Array<{ url: URL; body: unknown }>

beforeEach(() => {
  requests = []
  global.fetch = jest.fn(async (input: URL | string, init?: RequestInit) => {
    requests.push({ url: new URL(String(input)), body: init?.body ? JSON.parse(String(init.body)) : null })
    return Response.json({ success: true, value: answer })
  }) as unknown as typeof fetch
})

describe('chat room address', () => {
  it('sends b2c 1, the title, the language, the header colour and the desk, and answers the chat URL', async () => {
    answer = { chatUrl: 'http://platform.example/chat/room?ticket=t.s&lang=PT' }
    const url = await chatRoomUrl(context(), {
      title: 'Atendimento VIP',
      locale: 'pt',
      headerColor: '#f5a524',
      desk: 'VIP',
    })
    expect(url).toBe('http://platform.example/chat/room?ticket=t.s&lang=PT')
    expect(requests[0]?.url.pathname).toBe('/wps/chat/url')
    expect(requests[0]?.body).toEqual({
      b2c: 1,
      title: 'Atendimento VIP',
      language: 'PT',
      headerColor: '#f5a524',
      csType: 'VIP',
    })
  })

  it('refuses an address the browser must not frame', async () => {
    answer = { chatUrl: 'javascript:alert(1)' }
    await expect(
      chatRoomUrl(context(), { title: 'Chat', locale: 'en', headerColor: '#000000', desk: 'LIVECHAT' }),
    ).rejects.toThrow()
  })
})

describe('chat unread count', () => {
  it('reads unReadCount', async () => {
    answer = { unReadCount: 3 }
    await expect(chatUnread(context())).resolves.toBe(3)
    expect(requests[0]?.url.pathname).toBe('/wps/chat/unread')
  })
})
