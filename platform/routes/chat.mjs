// @ts-check
// Live chat: the gateway's chat URL and unread calls, the chat room the URL opens (with its polling API,
// authenticated by the signed ticket in the URL, never the member's token), and the operator console.
import { ApiError, eventStream, ok, text } from '../lib/http.mjs'
import { errorMessage, isLanguage } from '../lib/i18n.mjs'
import { TRIAL_TYPE } from '../lib/members.mjs'
import { requireOperator } from '../lib/operator.mjs'
import {
  addMessage,
  conversations,
  deskFor,
  issueTicket,
  markSeen,
  messageBody,
  messagesAfter,
  readTicket,
  unreadCount,
} from '../lib/chat.mjs'
import { closedRoomPage, consolePage, roomPage } from '../lib/chat-pages.mjs'
import { openStreamsOf, startStream } from '../lib/chat-stream.mjs'

/** @typedef {import('../app.mjs').RequestContext} RequestContext */

const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/
const DEFAULT_COLOUR = '#1f2937'
const TITLE_MAX = 60
// A person types; a loop does not.
const MESSAGES_PER_MINUTE = 20
const MINUTE_MS = 60 * 1000
// A room or two per device is plenty; more streams for one player are refused.
const STREAMS_PER_MEMBER = 5
/** @param {RequestContext} ctx */
function ticketOf(ctx) {
  return readTicket(ctx.platform.db, ctx.req.headers['x-chat-ticket'], ctx.platform.now())
}

/** @param {unknown} value */
function memberIdParam(value) {
  const id = Number(value)
  if (!Number.isSafeInteger(id) || id <= 0) throw new ApiError(404, 'function.not.available')
  return id
}

/** @param {import('../app.mjs').PlatformRouter} router */
export default function register(router) {
  // POST /wps/chat/url {b2c, title, language, headerColor, csType} - the chat room's address for this
  // member, carrying a ticket good for ten minutes. `csType: "VIP"` queues a member above rank 4 at the VIP
  // desk (the console shows it as such); anyone else at the live chat. Trial accounts have no chat.
  router.post(
    '/wps/chat/url',
    (ctx) => {
      const { db, now } = ctx.platform
      const member = ctx.member
      if (member.type === TRIAL_TYPE) throw new ApiError(403, 'function.not.available')
      const requested = String(ctx.body.language ?? '').toUpperCase()
      const language = isLanguage(requested) ? requested : ctx.language
      const ticket = issueTicket(
        db,
        {
          memberId: member.id,
          merchantCode: member.merchant_code,
          sessionHash: /** @type {import('../lib/sessions.mjs').Session} */ (ctx.session).tokenHash,
          language,
          desk: deskFor(ctx.body.csType, member.rank_level),
        },
        now(),
      )
      const url = new URL('/chat/room', ctx.platform.publicUrl())
      url.searchParams.set('ticket', ticket)
      url.searchParams.set('lang', language)
      const title = typeof ctx.body.title === 'string' ? ctx.body.title.trim().slice(0, TITLE_MAX) : ''
      if (title) url.searchParams.set('title', title)
      const colour = String(ctx.body.headerColor ?? '')
      if (HEX_COLOUR.test(colour)) url.searchParams.set('headerColor', colour)
      return ok({ chatUrl: url.toString() })
    },
    { auth: 'required', body: 'json', feature: 'CBS3' },
  )

  // GET /wps/chat/unread - operator replies this member has not yet seen in the room.
  router.get('/wps/chat/unread', (ctx) => ok({ unReadCount: unreadCount(ctx.platform.db, ctx.member.id) }), {
    auth: 'required',
    feature: 'CBS3',
  })

  // GET /chat/room?ticket=&title=&headerColor= - the room page, in the ticket's language.
  // A link that no longer works answers a short page in the language it was made for, not an envelope.
  router.get('/chat/room', (ctx) => {
    const fallback = String(ctx.query.lang ?? '').toUpperCase()
    /** @type {import('../lib/chat.mjs').Ticket} */
    let ticket
    try {
      ticket = readTicket(ctx.platform.db, ctx.query.ticket, ctx.platform.now())
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      const language = isLanguage(fallback) ? fallback : ctx.language
      const page = closedRoomPage(errorMessage(error.errorCode, language) ?? error.errorCode, language)
      return text(error.status, page.html, 'text/html; charset=utf-8', page.headers)
    }
    const colour = HEX_COLOUR.test(ctx.query.headerColor ?? '') ? ctx.query.headerColor : DEFAULT_COLOUR
    const page = roomPage({
      language: ticket.language,
      title: (ctx.query.title ?? '').slice(0, TITLE_MAX),
      headerColor: /** @type {string} */ (colour),
    })
    return text(200, page.html, 'text/html; charset=utf-8', page.headers)
  })

  // GET /chat/api/messages?after=&seen= - the conversation since `after`; `seen=1` when the room shows it.
  router.get('/chat/api/messages', (ctx) => {
    const { db, now } = ctx.platform
    const ticket = ticketOf(ctx)
    const unseen = unreadCount(db, ticket.memberId)
    const seen = ctx.query.seen === '1'
    if (seen && unseen > 0) markSeen(db, ticket.memberId, now())
    const after = Number(ctx.query.after)
    return ok({
      messages: messagesAfter(db, ticket.memberId, Number.isSafeInteger(after) && after > 0 ? after : 0),
      markedSeen: seen && unseen > 0,
      ticket: issueTicket(db, ticket, now()),
    })
  })

  // GET /chat/api/stream?ticket= - server-sent events: `message` {memberId, id} as soon as a message of
  // this player's conversation is stored (theirs or the operator's); the room then reads it as usual.
  // The ticket is in the address because EventSource sends no headers; the stream ends when the ticket
  // would expire, and each event checks the session still stands, so a signed-out player hears nothing.
  router.get('/chat/api/stream', (ctx) => {
    const { db, now } = ctx.platform
    const ticket = readTicket(db, ctx.query.ticket, now())
    if (openStreamsOf(db, ticket.memberId) >= STREAMS_PER_MEMBER) throw new ApiError(429, 'TOO_MANY_REQUESTS')
    return eventStream((res) =>
      startStream(db, res, {
        memberId: ticket.memberId,
        untilMs: ticket.expiresAt - now(),
        wanted: (message) => {
          if (message.memberId !== ticket.memberId) return false
          try {
            readTicket(db, ctx.query.ticket, now())
            return true
          } catch {
            res.end()
            return false
          }
        },
      }),
    )
  })

  // POST /chat/api/messages {body} - the player writes.
  router.post(
    '/chat/api/messages',
    (ctx) => {
      const { db, now, windows } = ctx.platform
      const ticket = ticketOf(ctx)
      const body = messageBody(ctx.body.body)
      const limited = windows.take(`chat:${ticket.memberId}`, MESSAGES_PER_MINUTE, MINUTE_MS)
      if (!limited.allowed) throw new ApiError(429, 'TOO_MANY_REQUESTS')
      const message = addMessage(db, {
        merchantCode: ticket.merchantCode,
        memberId: ticket.memberId,
        sender: 'player',
        body,
        now: now(),
        desk: ticket.desk ?? 'LIVECHAT',
      })
      return ok({ message, ticket: issueTicket(db, ticket, now()) })
    },
    { body: 'json', maxBodyBytes: 8 * 1024 },
  )

  // GET /chat/console - the operator console (docs/platform.md, "Live chat").
  router.get('/chat/console', () => {
    const page = consolePage()
    return text(200, page.html, 'text/html; charset=utf-8', page.headers)
  })

  router.get('/chat/console/api/threads', (ctx) => {
    requireOperator(ctx)
    return ok(conversations(ctx.platform.db))
  })

  // GET /chat/console/api/stream - server-sent events: `message` {memberId, id} for every new message,
  // so the console refreshes at once (it reads the stream with fetch, as the key goes in a header).
  router.get('/chat/console/api/stream', (ctx) => {
    requireOperator(ctx)
    const { db } = ctx.platform
    return eventStream((res) => startStream(db, res, { wanted: () => true }))
  })

  router.get('/chat/console/api/threads/:memberId', (ctx) => {
    requireOperator(ctx)
    return ok(messagesAfter(ctx.platform.db, memberIdParam(ctx.params.memberId), 0))
  })

  // POST /chat/console/api/threads/:memberId {body} - the operator replies; only to a conversation the
  // player started.
  router.post(
    '/chat/console/api/threads/:memberId',
    (ctx) => {
      requireOperator(ctx)
      const { db, now } = ctx.platform
      const memberId = memberIdParam(ctx.params.memberId)
      const started = /** @type {{ merchant_code: string } | undefined} */ (
        db.prepare('SELECT merchant_code FROM chat_messages WHERE member_id = ? LIMIT 1').get(memberId)
      )
      if (!started) throw new ApiError(404, 'function.not.available')
      const body = messageBody(ctx.body.body)
      return ok(
        addMessage(db, {
          merchantCode: started.merchant_code,
          memberId,
          sender: 'operator',
          body,
          now: now(),
        }),
      )
    },
    { body: 'json', maxBodyBytes: 8 * 1024 },
  )
}
