import { ApiError, apiFetch } from './api-client'

let fetchMock: jest.Mock
beforeEach(() => {
  fetchMock = jest.fn()
  global.fetch = fetchMock as unknown as typeof fetch
})

describe('apiFetch', () => {
  it('returns the data of a success', async () => {
    fetchMock.mockResolvedValue(Response.json({ ok: true, data: { n: 1 } }))
    await expect(apiFetch('/api/x', { query: { a: 1, b: undefined } })).resolves.toEqual({ n: 1 })
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/x?a=1')
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'GET', credentials: 'same-origin' })
  })

  it('sends a JSON body with POST', async () => {
    fetchMock.mockResolvedValue(Response.json({ ok: true, data: null }))
    await apiFetch('/api/auth/login', { body: { type: 'username' } })
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit
    expect(init.method).toBe('POST')
    expect(init.body).toBe('{"type":"username"}')
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json')
  })

  it('throws the server error with its translated message, fields and captcha flag', async () => {
    fetchMock.mockResolvedValue(
      Response.json(
        {
          ok: false,
          error: { code: 'login_failed', message: 'Usuário ou senha incorretos.', captcha: true },
        },
        { status: 401 },
      ),
    )
    const error = await apiFetch('/api/auth/login', { body: {} }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      code: 'login_failed',
      status: 401,
      captcha: true,
      message: 'Usuário ou senha incorretos.',
    })
  })

  it('turns a network failure into an ApiError with the caller’s text', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    await expect(apiFetch('/api/x', { networkErrorMessage: 'Sem conexão' })).rejects.toMatchObject({
      code: 'network',
      message: 'Sem conexão',
    })
  })

  it('only calls the Portal’s own API', async () => {
    await expect(apiFetch('https://evil.example/api/x')).rejects.toThrow(/own \/api routes/)
  })
})
