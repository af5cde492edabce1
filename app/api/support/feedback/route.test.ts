import { NextRequest } from 'next/server'
import { MemoryStore } from '@/lib/rate-limit/memory-store'
import { setLimitStoreForTests } from '@/lib/rate-limit/store'
import { testJpeg, testPng } from '@/lib/testing/images'

// Feedback at the BFF: each fault the issue lists is refused with its field and reason before anything
// reaches the platform; a good submission is sent with its images as bytes.

jest.mock('@/lib/session', () => ({
  readSession: async () => ({
    session: { token: 't', member: { id: '7', type: 0 }, mustChangePassword: false },
    state: 'valid',
    now: 1000,
    https: false,
  }),
  endSession: async () => undefined,
  touchSession: async () => undefined,
  memberView: (m: object) => m,
}))

jest.mock('@/lib/upstream/catalogue', () => ({
  getSiteStatus: async () => ({ features: { feedback: true } }),
}))

const sendFeedback = jest.fn()
jest.mock('@/lib/upstream/support', () => ({
  sendFeedback: (...args: unknown[]) => sendFeedback(...args),
  feedbackHistory: async () => [],
}))

// Imported after the mocks.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { POST } = require('./route') as typeof import('./route')

const HOST = 'localhost:3000'

function post(content: string | null, images: Array<{ name: string; type: string; bytes: Buffer }>) {
  const form = new FormData()
  if (content !== null) form.set('content', content)
  for (const image of images) {
    form.append('images', new File([new Uint8Array(image.bytes)], image.name, { type: image.type }))
  }
  return new NextRequest(`http://${HOST}/api/support/feedback`, {
    method: 'POST',
    headers: { host: HOST, origin: `http://${HOST}`, 'sec-fetch-site': 'same-origin' },
    body: form,
  })
}

async function call(req: NextRequest) {
  const res = await POST(req)
  return { status: res.status, body: await res.json() }
}

const png = { name: 'shot.png', type: 'image/png', bytes: testPng() }
const jpeg = { name: 'shot.jpg', type: 'image/jpeg', bytes: testJpeg() }

beforeEach(() => {
  setLimitStoreForTests(new MemoryStore())
  sendFeedback.mockReset()
})

describe('POST /api/support/feedback', () => {
  it('sends the text and the images as bytes', async () => {
    const item = { id: 1, content: 'Nice', imageCount: 2, status: 'open', reply: null }
    sendFeedback.mockResolvedValue(item)
    const res = await call(post('  Nice ', [png, jpeg]))
    expect(res).toEqual({ status: 200, body: { ok: true, data: item } })
    const input = sendFeedback.mock.calls[0][1]
    expect(input.content).toBe('Nice')
    expect(input.images.map((b: Uint8Array) => Buffer.from(b).equals(png.bytes))).toEqual([true, false])
  })

  it.each([
    ['141 characters', post('x'.repeat(141), []), { content: 'too_long' }],
    ['an empty form', post(null, []), { content: 'required' }],
    ['a fourth image', post('four', [png, png, jpeg, png]), { images: 'too_many' }],
    [
      'a 6 MB image',
      post('big', [{ ...png, bytes: testPng(2, 2, 6 * 1024 * 1024) }]),
      { images: 'too_large' },
    ],
    [
      'a renamed executable',
      post('exe', [{ name: 'cat.png', type: 'image/png', bytes: Buffer.from('MZ\x90\x00\x03\x00\x00\x00') }]),
      { images: 'not_image' },
    ],
    [
      'an image that does not decode',
      post('cut', [{ ...jpeg, bytes: testJpeg().subarray(0, 300) }]),
      { images: 'not_image' },
    ],
  ])('refuses %s with a translated message and sends nothing', async (_name, req, fields) => {
    const res = await call(req)
    expect(res.status).toBe(422)
    expect(res.body.error.code).toBe('invalid_input')
    expect(res.body.error.fields).toEqual(fields)
    expect(res.body.error.message).toEqual(expect.any(String))
    expect(sendFeedback).not.toHaveBeenCalled()
  })

  it('refuses a body that is not multipart form data', async () => {
    const req = new NextRequest(`http://${HOST}/api/support/feedback`, {
      method: 'POST',
      headers: { host: HOST, origin: `http://${HOST}`, 'content-type': 'application/json' },
      body: JSON.stringify({ content: 'hi' }),
    })
    expect((await call(req)).status).toBe(422)
    expect(sendFeedback).not.toHaveBeenCalled()
  })

  it('stops reading a body past its own limit (three 5 MB images and the form around them): 413', async () => {
    let chunks = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (chunks === 40) return controller.close()
        chunks += 1
        controller.enqueue(new Uint8Array(1024 * 1024))
      },
    })
    const req = new NextRequest(`http://${HOST}/api/support/feedback`, {
      method: 'POST',
      headers: {
        host: HOST,
        origin: `http://${HOST}`,
        'sec-fetch-site': 'same-origin',
        'content-type': 'multipart/form-data; boundary=x',
      },
      body,
      duplex: 'half',
    } as ConstructorParameters<typeof NextRequest>[1])
    const res = await call(req)
    expect(res.status).toBe(413)
    expect(res.body.error.code).toBe('payload_too_large')
    expect(chunks).toBeLessThan(30)
    expect(sendFeedback).not.toHaveBeenCalled()
  })

  it('limits an account to 5 submissions an hour', async () => {
    sendFeedback.mockResolvedValue({})
    for (let n = 0; n < 5; n += 1) expect((await call(post(`note ${n}`, []))).status).toBe(200)
    const limited = await call(post('one more', []))
    expect(limited.status).toBe(429)
    expect(sendFeedback).toHaveBeenCalledTimes(5)
  })
})
