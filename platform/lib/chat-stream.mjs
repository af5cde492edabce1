// @ts-check
// Server-sent events for the live chat (docs/platform.md, "Live chat"): a new message is announced to the
// open streams of the same store (several platforms can share a process in tests), which carry only its
// id and its member; the room and the console then read it through their usual calls. Streams are
// counted per member and ended when their platform closes, so a shutdown never waits on them.
import { EventEmitter } from 'node:events'

/** @typedef {import('better-sqlite3').Database} Db */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

// A comment line now and then keeps proxies and browsers from dropping a quiet stream.
const HEARTBEAT_MS = 25_000
// How long a browser waits before it reconnects a dropped stream.
const RETRY_MS = 3_000

const arrivals = new EventEmitter().setMaxListeners(0)
/** @type {WeakMap<Db, Set<{ res: ServerResponse, memberId: number | undefined }>>} */
const open = new WeakMap()

/**
 * Called by addMessage once the message is stored.
 * @param {Db} db
 * @param {{ memberId: number, id: number }} message
 */
export function announce(db, message) {
  arrivals.emit('message', db, message)
}

/**
 * How many streams are open on this store for one member (a room's ticket names its member).
 * @param {Db} db
 * @param {number} memberId
 */
export function openStreamsOf(db, memberId) {
  let count = 0
  for (const stream of open.get(db) ?? []) if (stream.memberId === memberId) count++
  return count
}

/**
 * Starts an event stream on `res`: every message of this store that `wanted` accepts is written as a
 * `message` event whose data is `{memberId, id}`; `until` ends it (a ticket's expiry). Cleans up on close.
 * @param {Db} db
 * @param {ServerResponse} res
 * @param {{ memberId?: number, wanted: (message: { memberId: number, id: number }) => boolean, untilMs?: number }} options
 */
export function startStream(db, res, { memberId, wanted, untilMs }) {
  const streams = open.get(db) ?? new Set()
  open.set(db, streams)
  const stream = { res, memberId }
  streams.add(stream)
  res.write(`retry: ${RETRY_MS}\n\n`)
  const onMessage = (/** @type {Db} */ source, /** @type {{ memberId: number, id: number }} */ message) => {
    if (source !== db || !wanted(message)) return
    res.write(`event: message\ndata: ${JSON.stringify(message)}\n\n`)
  }
  arrivals.on('message', onMessage)
  const heartbeat = setInterval(() => res.write(': still here\n\n'), HEARTBEAT_MS)
  const ending = untilMs === undefined ? undefined : setTimeout(() => res.end(), Math.max(0, untilMs))
  res.on('close', () => {
    arrivals.off('message', onMessage)
    clearInterval(heartbeat)
    clearTimeout(ending)
    streams.delete(stream)
  })
}

/**
 * Ends every open stream of this store (the platform is closing).
 * @param {Db} db
 */
export function endStreams(db) {
  for (const stream of open.get(db) ?? []) stream.res.end()
}
