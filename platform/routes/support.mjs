// @ts-check
// The help centre and player feedback (docs/platform.md, "Help centre and feedback"). Articles live in
// SQLite per merchant and language; feedback text lives in SQLite and its images as files under the data
// directory (feedback/<merchant>/<id>-<n>.<ext>), written in the same step as the row so a refused or
// failed submission leaves nothing behind.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

import { ApiError, ok } from '../lib/http.mjs'
import { rateLimit, stringInput } from '../lib/guards.mjs'
import { pickText } from '../lib/i18n.mjs'
import { TRIAL_TYPE } from '../lib/members.mjs'
import { imageFacts } from '../lib/support/images.mjs'

/** @typedef {import('../app.mjs').RequestContext} RequestContext */

export const MAX_FEEDBACK_CHARS = 140
export const MAX_FEEDBACK_IMAGES = 3
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024
const HOUR_MS = 60 * 60 * 1000
const FEEDBACK_PER_HOUR = 10
const HISTORY_ROWS = 50
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/

/** @param {string} field @param {string} reason */
const refused = (field, reason) => new ApiError(400, 'request_param_err', { value: { field, reason } })

/**
 * The text and images of a submission, every rule checked before anything is kept.
 * @param {Record<string, any>} body
 */
function submission(body) {
  const content = stringInput(body.content).trim()
  const chars = [...content].length
  if (chars === 0) throw refused('content', 'required')
  if (chars > MAX_FEEDBACK_CHARS) throw refused('content', 'too_long')
  const given = body.images ?? []
  if (!Array.isArray(given)) throw refused('images', 'invalid')
  if (given.length > MAX_FEEDBACK_IMAGES) throw refused('images', 'too_many')
  const images = given.map((image) => {
    const data = typeof image?.data === 'string' ? image.data : ''
    if (!BASE64.test(data) || data.length % 4 !== 0) throw refused('images', 'not_image')
    const bytes = Buffer.from(data, 'base64')
    if (bytes.length > MAX_IMAGE_BYTES) throw refused('images', 'too_large')
    const facts = imageFacts(bytes)
    if (!facts) throw refused('images', 'not_image')
    return { bytes, ...facts }
  })
  return { content, images }
}

/** @param {{ id: number, content: string, images: string, status: string, reply: string | null, created_at: number, replied_at: number | null }} row */
const feedbackView = (row) => ({
  id: row.id,
  content: row.content,
  imageCount: JSON.parse(row.images).length,
  status: row.status,
  reply: row.reply,
  createdAt: new Date(row.created_at).toISOString(),
  repliedAt: row.replied_at === null ? null : new Date(row.replied_at).toISOString(),
})

/**
 * @param {import('../app.mjs').PlatformRouter} router
 * @param {import('../app.mjs').Platform} platform
 */
export default function registerSupportRoutes(router, platform) {
  const { db } = platform

  // GET /wps/system/helpCenter - {categories[{code, title, articles[{slug, title, body}]}]} in the
  // caller's language (English where a text has none)
  router.get('/wps/system/helpCenter', (ctx) => {
    const categories = /** @type {{ code: string, titles: string }[]} */ (
      db
        .prepare('SELECT code, titles FROM help_categories WHERE merchant_code = ? ORDER BY sort_order')
        .all(ctx.merchant.code)
    )
    const articles =
      /** @type {{ category_code: string, slug: string, titles: string, bodies: string }[]} */ (
        db
          .prepare(
            `SELECT category_code, slug, titles, bodies FROM help_articles WHERE merchant_code = ?
           ORDER BY sort_order`,
          )
          .all(ctx.merchant.code)
      )
    return ok({
      categories: categories.map((category) => ({
        code: category.code,
        title: pickText(JSON.parse(category.titles), ctx.language),
        articles: articles
          .filter((article) => article.category_code === category.code)
          .map((article) => ({
            slug: article.slug,
            title: pickText(JSON.parse(article.titles), ctx.language),
            body: pickText(JSON.parse(article.bodies), ctx.language),
          })),
      })),
    })
  })

  // PUT /wps/feedback - {content (1-140 characters), images?: [{data: base64 PNG or JPEG, <= 5 MB}] (<= 3)}
  router.put(
    '/wps/feedback',
    (ctx) => {
      const member = ctx.member
      if (member.type === TRIAL_TYPE) throw new ApiError(403, 'function.not.available')
      rateLimit(ctx, 'feedback', FEEDBACK_PER_HOUR * 3, HOUR_MS)
      const { content, images } = submission(ctx.body)
      const perMember = platform.windows.take(`rate:feedback-member:${member.id}`, FEEDBACK_PER_HOUR, HOUR_MS)
      if (!perMember.allowed) throw new ApiError(429, 'TOO_MANY_REQUESTS')
      const folder = join(platform.dataDir, 'feedback', ctx.merchant.code)
      /** @type {string[]} */
      const written = []
      try {
        const row = db.transaction(() => {
          const files = images.map((image, n) => ({ n, ext: image.type === 'png' ? 'png' : 'jpg', ...image }))
          const { lastInsertRowid } = db
            .prepare(
              `INSERT INTO feedback (merchant_code, member_id, content, images, created_at)
               VALUES (?, ?, ?, '[]', ?)`,
            )
            .run(ctx.merchant.code, member.id, content, platform.now())
          const id = Number(lastInsertRowid)
          if (files.length > 0) mkdirSync(folder, { recursive: true })
          const kept = files.map((file) => {
            const name = `${id}-${file.n + 1}.${file.ext}`
            writeFileSync(join(folder, name), file.bytes, { flag: 'wx' })
            written.push(join(folder, name))
            return {
              file: name,
              type: file.type,
              width: file.width,
              height: file.height,
              bytes: file.bytes.length,
            }
          })
          db.prepare('UPDATE feedback SET images = ? WHERE id = ?').run(JSON.stringify(kept), id)
          return db.prepare('SELECT * FROM feedback WHERE id = ?').get(id)
        })()
        return ok(feedbackView(/** @type {any} */ (row)))
      } catch (error) {
        for (const file of written) rmSync(file, { force: true })
        throw error
      }
    },
    { auth: 'required', body: 'json', feature: 'FEEDBACK3', maxBodyBytes: 21 * 1024 * 1024 },
  )

  // GET /wps/feedback - the signed-in member's last 50 submissions, newest first, with status and reply
  router.get(
    '/wps/feedback',
    (ctx) => {
      const rows = db
        .prepare('SELECT * FROM feedback WHERE member_id = ? ORDER BY id DESC LIMIT ?')
        .all(ctx.member.id, HISTORY_ROWS)
      return ok({ list: rows.map((row) => feedbackView(/** @type {any} */ (row))) })
    },
    { auth: 'required', feature: 'FEEDBACK3' },
  )

  if (platform.mode === 'production') return

  // POST /__test/feedback/reply - {merchant, id, reply}: the operator answers one submission (status
  // `answered`); for demos and tests, as the operator's back office would
  router.post(
    '/__test/feedback/reply',
    ({ body }) => {
      const reply = stringInput(body.reply).trim()
      if (!reply || reply.length > 1000) throw new ApiError(400, 'request_param_err')
      const { changes } = db
        .prepare(
          `UPDATE feedback SET status = 'answered', reply = ?, replied_at = ?
           WHERE id = ? AND merchant_code = ?`,
        )
        .run(reply, platform.now(), Number(body.id), stringInput(body.merchant))
      if (changes === 0) throw new ApiError(404, 'feedback.not.found')
      return ok({ id: Number(body.id), status: 'answered' })
    },
    { body: 'json' },
  )
}
