// @ts-check
// The live chat room: messages between a player and the operator's desk, and the signed tickets that let
// the chat page (served by this platform, framed by the portal) act for one player. The contract names the
// chat URL and unread calls without paths or bodies; what is decided here is in docs/platform.md, "Live chat".
import { createHmac, randomBytes } from 'node:crypto'

import { announce } from './chat-stream.mjs'
import { safeEqual } from './crypto.mjs'
import { ApiError } from './http.mjs'
import { getSetting, putSetting } from './store.mjs'

/** @typedef {import('better-sqlite3').Database} Db */

/** @type {{ version: number, name: string, sql: string }[]} */
export const CHAT_MIGRATIONS = [
  {
    version: 1200,
    name: 'chat-messages',
    sql: `
      CREATE TABLE chat_messages (
        id INTEGER PRIMARY KEY,
        merchant_code TEXT NOT NULL,
        member_id INTEGER NOT NULL REFERENCES members(id),
        sender TEXT NOT NULL CHECK (sender IN ('player', 'operator')),
        body TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        seen_at INTEGER
      );
      CREATE INDEX chat_messages_member ON chat_messages(member_id, id);
      CREATE INDEX chat_messages_latest ON chat_messages(created_at DESC, id DESC);
    `,
  },
  {
    version: 1430,
    name: 'chat-desks',
    // The desk a player's message queues at: the live chat, or the VIP desk of members above rank 4.
    sql: `ALTER TABLE chat_messages ADD COLUMN desk TEXT NOT NULL DEFAULT 'LIVECHAT' CHECK (desk IN ('LIVECHAT', 'VIP'));`,
  },
]

/** Members above this club rank queue at the VIP desk (product spec §4). */
export const VIP_RANK_ABOVE = 4

/**
 * The desk a chat room asked for as `csType` queues at: VIP only for a member above rank 4.
 * @param {unknown} csType
 * @param {number} rankLevel
 * @returns {'LIVECHAT' | 'VIP'}
 */
export function deskFor(csType, rankLevel) {
  return csType === 'VIP' && rankLevel > VIP_RANK_ABOVE ? 'VIP' : 'LIVECHAT'
}

/** Longest message either side may send, in characters. */
export const CHAT_MESSAGE_MAX = 500
/** How long a ticket is good for; the open chat page is handed a fresh one with every poll. */
export const TICKET_TTL_MS = 10 * 60 * 1000

/**
 * @typedef {object} Ticket
 * @property {number} memberId
 * @property {string} merchantCode
 * @property {string} sessionHash the signing-in session's token hash: the ticket dies with the session
 * @property {string} language
 * @property {'LIVECHAT' | 'VIP'} [desk] where the player's messages queue (live chat when absent)
 * @property {number} expiresAt
 */

/**
 * @typedef {object} ChatMessage
 * @property {number} id
 * @property {'player' | 'operator'} sender
 * @property {string} body
 * @property {number} createdAt
 */

/** @param {Db} db */
function ticketSecret(db) {
  const stored = getSetting(db, 'chat_ticket_secret')
  if (stored) return stored
  const secret = randomBytes(32).toString('hex')
  putSetting(db, 'chat_ticket_secret', secret)
  return secret
}

/** @param {Db} db @param {string} payload */
function sign(db, payload) {
  return createHmac('sha256', ticketSecret(db)).update(payload).digest('base64url')
}

/**
 * @param {Db} db
 * @param {Omit<Ticket, 'expiresAt'>} ticket
 * @param {number} now
 */
export function issueTicket(db, ticket, now) {
  const payload = Buffer.from(JSON.stringify({ ...ticket, expiresAt: now + TICKET_TTL_MS })).toString(
    'base64url',
  )
  return `${payload}.${sign(db, payload)}`
}

/**
 * The ticket's holder, when the ticket is genuine, unexpired, and its session is still signed in.
 * @param {Db} db
 * @param {unknown} raw
 * @param {number} now
 * @returns {Ticket}
 */
export function readTicket(db, raw, now) {
  const [payload = '', signature = ''] = typeof raw === 'string' ? raw.split('.') : []
  if (!payload || !signature || !safeEqual(signature, sign(db, payload))) {
    throw new ApiError(401, 'chat.ticket.invalid')
  }
  /** @type {Ticket} */
  const ticket = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
  if (ticket.expiresAt <= now) throw new ApiError(401, 'chat.ticket.invalid')
  const live = db
    .prepare(
      `SELECT 1 FROM sessions WHERE token_hash = ? AND member_id = ? AND revoked_at IS NULL AND expires_at > ?`,
    )
    .get(ticket.sessionHash, ticket.memberId, now)
  if (!live) throw new ApiError(401, 'chat.session.ended')
  return ticket
}

/**
 * A message's text as it is stored: trimmed, not blank, within the limit.
 * @param {unknown} value
 */
export function messageBody(value) {
  const body = typeof value === 'string' ? value.trim() : ''
  if (!body) throw new ApiError(400, 'chat.message.empty')
  if ([...body].length > CHAT_MESSAGE_MAX) {
    throw new ApiError(400, 'chat.message.too.long', { value: { max: CHAT_MESSAGE_MAX } })
  }
  return body
}

/**
 * A reply stays at the desk of the conversation's latest player message.
 * @param {Db} db
 * @param {{ merchantCode: string, memberId: number, sender: 'player' | 'operator', body: string, now: number, desk?: 'LIVECHAT' | 'VIP' }} input
 * @returns {ChatMessage}
 */
export function addMessage(db, { merchantCode, memberId, sender, body, now, desk }) {
  const id = Number(
    db
      .prepare(
        `INSERT INTO chat_messages (merchant_code, member_id, sender, body, created_at, desk)
         VALUES (?, ?, ?, ?, ?, COALESCE(?, (SELECT desk FROM chat_messages
           WHERE member_id = ? AND sender = 'player' ORDER BY id DESC LIMIT 1), 'LIVECHAT'))`,
      )
      .run(merchantCode, memberId, sender, body, now, desk ?? null, memberId).lastInsertRowid,
  )
  announce(db, { memberId, id })
  return { id, sender, body, createdAt: now }
}

/**
 * The conversation after message `afterId`, oldest first (at most the latest 200 on a first read).
 * @param {Db} db
 * @param {number} memberId
 * @param {number} afterId
 * @returns {ChatMessage[]}
 */
export function messagesAfter(db, memberId, afterId) {
  return /** @type {ChatMessage[]} */ (
    db
      .prepare(
        `SELECT * FROM (
           SELECT id, sender, body, created_at AS createdAt FROM chat_messages
           WHERE member_id = ? AND id > ? ORDER BY id DESC LIMIT 200
         ) ORDER BY id`,
      )
      .all(memberId, afterId)
  )
}

/**
 * Operator replies the player has not yet had on screen.
 * @param {Db} db
 * @param {number} memberId
 */
export function unreadCount(db, memberId) {
  return /** @type {number} */ (
    db
      .prepare(
        "SELECT COUNT(*) FROM chat_messages WHERE member_id = ? AND sender = 'operator' AND seen_at IS NULL",
      )
      .pluck()
      .get(memberId)
  )
}

/** @param {Db} db @param {number} memberId @param {number} now */
export function markSeen(db, memberId, now) {
  db.prepare(
    "UPDATE chat_messages SET seen_at = ? WHERE member_id = ? AND sender = 'operator' AND seen_at IS NULL",
  ).run(now, memberId)
}

/**
 * The operator console's list: every conversation with the desk it queues at, those whose last word is
 * the player's first, the VIP queue ahead of the live chat among them.
 * @param {Db} db
 */
export function conversations(db) {
  return db
    .prepare(
      `SELECT m.id AS memberId, m.username, m.merchant_code AS merchantCode,
              last.body AS lastBody, last.sender AS lastSender, last.created_at AS lastAt, last.desk AS desk
       FROM (SELECT member_id, MAX(id) AS last_id FROM chat_messages GROUP BY member_id) t
       JOIN chat_messages last ON last.id = t.last_id
       JOIN members m ON m.id = t.member_id
       ORDER BY (last.sender = 'player') DESC, (last.desk = 'VIP') DESC, last.id DESC
       LIMIT 100`,
    )
    .all()
}
