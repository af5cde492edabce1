// @ts-check
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

import { registerFresh, tokenFor } from './client.mjs'
import { manualClock, sharedPlatform } from './helpers.mjs'

const clock = manualClock()
const platform = sharedPlatform({ now: clock.now })
const OPERATOR = { 'x-operator-key': 'operator-demo-key' }

/**
 * The operator's reply in the conversation of member `memberId`, from the chat console.
 * @param {unknown} memberId
 * @param {string} body
 */
function operatorReply(memberId, body) {
  return platform.call(`/chat/console/api/threads/${memberId}`, {
    method: 'POST',
    merchant: null,
    headers: OPERATOR,
    json: { body },
  })
}

/**
 * Signs in and opens the chat room: the ticket out of the chat URL the gateway hands over.
 * @param {string} [username]
 * @param {string} [password]
 */
async function openRoom(username = 'player01', password = 'Player#2026', csType = 'LIVECHAT') {
  const token = await tokenFor(platform, username, password)
  const answer = await askUrl(token, 'SOL1', csType)
  assert.equal(answer.status, 200, answer.text)
  const url = new URL(answer.json.value.chatUrl)
  return { token, url, ticket: url.searchParams.get('ticket') ?? '' }
}

/** @param {string | undefined} token @param {string} [merchant] @param {string} [csType] */
function askUrl(token, merchant = 'SOL1', csType = 'LIVECHAT') {
  const json = { b2c: 1, title: 'Live chat', language: 'pt', headerColor: '#f5a524', csType }
  return platform.call('/wps/chat/url', { method: 'POST', merchant, token, json })
}

/** @param {string} ticket @param {string} body @param {string} [language] */
function say(ticket, body, language) {
  return platform.call('/chat/api/messages', {
    method: 'POST',
    merchant: null,
    language,
    headers: { 'x-chat-ticket': ticket },
    json: { body },
  })
}

/** @param {string} ticket @param {string} [query] */
function read(ticket, query = '') {
  return platform.call(`/chat/api/messages?after=0${query}`, {
    merchant: null,
    headers: { 'x-chat-ticket': ticket },
  })
}

/**
 * Opens an event stream and collects its events; `next(predicate)` waits for one that matches.
 * @param {string} path
 * @param {Record<string, string>} [headers]
 */
async function listen(path, headers = {}) {
  const abort = new AbortController()
  const res = await fetch(`${platform.baseUrl}${path}`, { headers, signal: abort.signal })
  /** @type {Array<{ memberId: number, id: number }>} */
  const events = []
  /** @type {() => void} */
  let wake = () => {}
  const reading = (async () => {
    if (!res.body) return
    const decoder = new TextDecoder()
    let buffer = ''
    try {
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk, { stream: true })
        const parts = buffer.split('\n\n')
        buffer = parts.pop() ?? ''
        for (const part of parts) {
          const data = /^event: message\ndata: (.*)$/m.exec(part)
          if (data?.[1]) events.push(JSON.parse(data[1]))
        }
        wake()
      }
    } catch {
      // Aborted at the end of the test.
    }
  })()
  return {
    res,
    /** @param {(event: { memberId: number, id: number }) => boolean} wanted */
    async next(wanted) {
      const deadline = Date.now() + 2_000
      while (!events.some(wanted)) {
        if (Date.now() > deadline) throw new Error(`no such event in ${JSON.stringify(events)}`)
        await new Promise((resolve) => {
          wake = () => resolve(undefined)
          setTimeout(resolve, 100)
        })
      }
      return /** @type {{ memberId: number, id: number }} */ (events.find(wanted))
    },
    async close() {
      abort.abort()
      await reading
    },
  }
}

/** @param {string} token */
async function unread(token) {
  const answer = await platform.call('/wps/chat/unread', { token })
  assert.equal(answer.status, 200, answer.text)
  return answer.json.value.unReadCount
}

describe('live chat', () => {
  it('hands a signed-in member a chat URL on this platform with a ticket, title, language and colour', async () => {
    const { url, token } = await openRoom()
    assert.equal(url.pathname, '/chat/room')
    assert.equal(url.searchParams.get('lang'), 'PT')
    assert.equal(url.searchParams.get('headerColor'), '#f5a524')
    assert.doesNotMatch(url.toString(), new RegExp(token))
    const page = await platform.call(`${url.pathname}${url.search}`, { merchant: null })
    assert.equal(page.status, 200)
    assert.match(page.headers['content-type'] ?? '', /text\/html/)
    assert.match(page.text, /<html lang="pt">/)
    assert.match(page.text, /Enviar/)
    assert.match(String(page.headers['content-security-policy']), /script-src 'nonce-/)
    assert.equal(page.headers['referrer-policy'], 'no-referrer')
  })

  it('refuses the chat URL to a visitor, a trial account, and a merchant with chat switched off', async () => {
    assert.equal((await askUrl(undefined)).status, 401)
    const trial = await platform.call('/wps/session/login/freeplay', { method: 'POST', json: {} })
    assert.equal((await askUrl(trial.json.value.token)).status, 403)
    const verdant = await tokenFor(platform, 'player01', 'Player#2026', { merchant: 'VRD2' })
    assert.equal((await askUrl(verdant, 'VRD2')).status, 403)
  })

  it('stores the player message, shows the operator reply, and counts it unread until the room shows it', async () => {
    const { token, ticket } = await openRoom('mobile01', 'Mobile#2026')
    const sent = await say(ticket, '  Where is my deposit?  ')
    assert.equal(sent.status, 200, sent.text)
    assert.equal(sent.json.value.message.body, 'Where is my deposit?')

    const threads = await platform.call('/chat/console/api/threads', { merchant: null, headers: OPERATOR })
    const thread = threads.json.value.find((/** @type {any} */ t) => t.username === 'mobile01')
    assert.equal(thread.lastSender, 'player')
    const reply = await operatorReply(thread.memberId, 'It arrived a minute ago.')
    assert.equal(reply.status, 200, reply.text)
    assert.equal(await unread(token), 1)

    // A poll while the room is not on screen leaves the reply unread; one that shows it marks it seen.
    const hidden = await read(ticket)
    assert.deepEqual(
      hidden.json.value.messages.map((/** @type {any} */ m) => [m.sender, m.body]),
      [
        ['player', 'Where is my deposit?'],
        ['operator', 'It arrived a minute ago.'],
      ],
    )
    assert.equal(await unread(token), 1)
    const shown = await read(ticket, '&seen=1')
    assert.equal(shown.json.value.markedSeen, true)
    assert.equal(await unread(token), 0)
  })

  it('refuses an empty message and one over 500 characters, storing nothing', async () => {
    const { ticket } = await openRoom()
    const before = platform.db.prepare('SELECT COUNT(*) FROM chat_messages').pluck().get()
    const long = await say(ticket, 'x'.repeat(501), 'PT')
    assert.equal(long.status, 400)
    assert.equal(long.json.errorCode, 'chat.message.too.long')
    assert.match(long.json.message, /500 caracteres/)
    const empty = await say(ticket, '   ')
    assert.equal(empty.json.errorCode, 'chat.message.empty')
    assert.equal(platform.db.prepare('SELECT COUNT(*) FROM chat_messages').pluck().get(), before)
    assert.equal((await say(ticket, 'x'.repeat(500))).status, 200)
  })

  it('refuses a forged, altered or expired ticket, and a signed-out player', async () => {
    const { ticket, token } = await openRoom()
    assert.equal((await say('', 'hello')).json.errorCode, 'chat.ticket.invalid')
    assert.equal((await say('abc.def', 'hello')).json.errorCode, 'chat.ticket.invalid')
    const [payload, signature] = ticket.split('.')
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8'))
    const forged = Buffer.from(JSON.stringify({ ...claims, memberId: claims.memberId + 1 })).toString(
      'base64url',
    )
    const altered = await say(`${forged}.${signature}`, 'hello')
    assert.equal(altered.status, 401)
    assert.equal(altered.json.errorCode, 'chat.ticket.invalid')

    const page = await platform.call(`/chat/room?ticket=${forged}.${signature}&lang=PT`, { merchant: null })
    assert.equal(page.status, 401)
    assert.match(page.text, /Este link do chat expirou/)

    clock.advance(11 * 60 * 1000)
    assert.equal((await say(ticket, 'late')).json.errorCode, 'chat.ticket.invalid')

    const fresh = await openRoom()
    await platform.call('/wps/session/logout', { method: 'DELETE', token: fresh.token })
    const after = await say(fresh.ticket, 'still there?')
    assert.equal(after.status, 401)
    assert.equal(after.json.errorCode, 'chat.session.ended')
    assert.ok(token)
  })

  it('keeps the console closed without the operator key and rejects replies to no conversation', async () => {
    const none = await platform.call('/chat/console/api/threads', { merchant: null })
    assert.equal(none.status, 401)
    const wrong = await platform.call('/chat/console/api/threads', {
      merchant: null,
      headers: { 'x-operator-key': 'guess' },
    })
    assert.equal(wrong.status, 401)
    const page = await platform.call('/chat/console', { merchant: null })
    assert.equal(page.status, 200)
    assert.doesNotMatch(page.text, /operator-demo-key/)
    const nobody = await operatorReply(999999, 'hello?')
    assert.equal(nobody.status, 404)
  })

  it("announces the operator's reply on the room's open stream, and the player's message on the console's", async () => {
    const value = await registerFresh(platform, `chat${String(Date.now()).slice(-7)}`)
    const memberId = Number(value.customerId)
    const answer = await askUrl(/** @type {string} */ (value.token))
    const ticket = new URL(answer.json.value.chatUrl).searchParams.get('ticket') ?? ''
    const room = await listen(`/chat/api/stream?ticket=${encodeURIComponent(ticket)}`)
    const desk = await listen('/chat/console/api/stream', OPERATOR)
    try {
      assert.equal(room.res.status, 200)
      assert.match(room.res.headers.get('content-type') ?? '', /^text\/event-stream/)
      const sent = await say(ticket, 'Is anyone there?')
      assert.equal(sent.status, 200, sent.text)
      const asked = await desk.next((event) => event.id === sent.json.value.message.id)
      assert.equal(asked.memberId, memberId)

      const reply = await operatorReply(memberId, 'Yes, how can we help?')
      assert.equal(reply.status, 200, reply.text)
      assert.deepEqual(await room.next((event) => event.id === reply.json.value.id), {
        memberId,
        id: reply.json.value.id,
      })
      // What the event announced is what the room then reads.
      const read = await platform.call(`/chat/api/messages?after=${sent.json.value.message.id}`, {
        merchant: null,
        headers: { 'x-chat-ticket': ticket },
      })
      assert.deepEqual(
        read.json.value.messages.map((/** @type {{ body: string }} */ m) => m.body),
        ['Yes, how can we help?'],
      )
    } finally {
      await room.close()
      await desk.close()
    }
  })

  it("keeps another player's messages off a room's stream, and refuses a stream without a ticket or key", async () => {
    const { ticket } = await openRoom()
    const other = await openRoom('mobile01', 'Mobile#2026')
    const room = await listen(`/chat/api/stream?ticket=${encodeURIComponent(ticket)}`)
    try {
      const theirs = await say(other.ticket, 'Not for player01')
      assert.equal(theirs.status, 200, theirs.text)
      const mine = await say(ticket, 'For player01')
      await room.next((event) => event.id === mine.json.value.message.id)
      await assert.rejects(room.next((event) => event.id === theirs.json.value.message.id))
    } finally {
      await room.close()
    }
    const noTicket = await platform.call('/chat/api/stream', { merchant: null })
    assert.equal(noTicket.status, 401)
    const noKey = await platform.call('/chat/console/api/stream', { merchant: null })
    assert.equal(noKey.status, 401)
  })

  it('queues a VIP member who opens the VIP desk in the VIP queue, and no one else', async () => {
    const vip = await openRoom('vip01', 'Vip#2026', 'VIP')
    assert.equal((await say(vip.ticket, 'VIP question')).status, 200)
    // A member up to rank 4 asking for the VIP desk is served at the live chat.
    const ordinary = await openRoom('agent01', 'Agent#2026', 'VIP')
    assert.equal((await say(ordinary.ticket, 'Ordinary question')).status, 200)

    const threads = await platform.call('/chat/console/api/threads', { merchant: null, headers: OPERATOR })
    /** @type {Array<{ username: string, desk: string, lastSender: string }>} */
    const list = threads.json.value
    const vipThread = list.find((c) => c.username === 'vip01')
    const agentThread = list.find((c) => c.username === 'agent01')
    assert.equal(vipThread?.desk, 'VIP')
    assert.equal(agentThread?.desk, 'LIVECHAT')
    // Waiting VIP conversations come first.
    assert.equal(list[0]?.username, 'vip01')
    const vipId = /** @type {{ memberId: number }} */ (/** @type {unknown} */ (vipThread)).memberId
    const reply = await operatorReply(vipId, 'At your service')
    assert.equal(reply.status, 200, reply.text)
    const after = (await platform.call('/chat/console/api/threads', { merchant: null, headers: OPERATOR }))
      .json.value
    assert.equal(after.find((/** @type {{ username: string }} */ c) => c.username === 'vip01')?.desk, 'VIP')
    // The console page names the queue.
    const page = await platform.call('/chat/console', { merchant: null })
    assert.match(page.text, /VIP queue/)
  })

  it('limits how fast one player can write', async () => {
    const { ticket } = await openRoom('player01', 'Player#2026')
    const answers = []
    for (let i = 0; i < 21; i++) answers.push((await say(ticket, `message ${i}`)).status)
    assert.ok(answers.includes(429))
  })
})
