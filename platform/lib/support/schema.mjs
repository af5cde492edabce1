// @ts-check
// The help centre's and feedback's tables (migrations 1150-1199). Migration 1150 also copies the help
// seed to every merchant, so a store made before the help centre existed gets its articles too.
import { MERCHANTS } from '../merchants.mjs'
import { HELP_SEED } from './help-seed.mjs'

/** @param {unknown} value */
const literal = (value) => `'${JSON.stringify(value).replaceAll("'", "''")}'`

function helpSeedSql() {
  return MERCHANTS.flatMap((merchant) =>
    HELP_SEED.flatMap((category, categoryOrder) => [
      `INSERT INTO help_categories (merchant_code, code, sort_order, titles)
       VALUES ('${merchant.code}', '${category.code}', ${categoryOrder}, ${literal(category.title)});`,
      ...category.articles.map(
        (article, articleOrder) =>
          `INSERT INTO help_articles (merchant_code, category_code, slug, sort_order, titles, bodies)
           VALUES ('${merchant.code}', '${category.code}', '${article.slug}', ${articleOrder},
             ${literal(article.title)}, ${literal(article.body)});`,
      ),
    ]),
  ).join('\n')
}

/** @type {{ version: number, name: string, sql: string }[]} */
export const SUPPORT_MIGRATIONS = [
  {
    version: 1150,
    name: 'help-centre',
    sql: `
      CREATE TABLE help_categories (
        merchant_code TEXT NOT NULL,
        code TEXT NOT NULL,
        sort_order INTEGER NOT NULL,
        titles TEXT NOT NULL,
        PRIMARY KEY (merchant_code, code)
      );

      CREATE TABLE help_articles (
        merchant_code TEXT NOT NULL,
        category_code TEXT NOT NULL,
        slug TEXT NOT NULL,
        sort_order INTEGER NOT NULL,
        titles TEXT NOT NULL,
        bodies TEXT NOT NULL,
        PRIMARY KEY (merchant_code, slug),
        FOREIGN KEY (merchant_code, category_code) REFERENCES help_categories(merchant_code, code)
      );
      ${helpSeedSql()}
    `,
  },
  {
    version: 1151,
    name: 'feedback',
    sql: `
      CREATE TABLE feedback (
        id INTEGER PRIMARY KEY,
        merchant_code TEXT NOT NULL,
        member_id INTEGER NOT NULL REFERENCES members(id),
        content TEXT NOT NULL CHECK (length(content) BETWEEN 1 AND 140),
        images TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'answered')),
        reply TEXT,
        created_at INTEGER NOT NULL,
        replied_at INTEGER
      );
      CREATE INDEX feedback_member ON feedback(member_id, id);
    `,
  },
  {
    // The withdrawal article describes the review rule (docs/platform.md, "Withdrawal review"); a store
    // seeded before it gets the new text.
    version: 1152,
    name: 'help-withdrawal-review',
    sql: `UPDATE help_articles SET bodies = ${literal(withdrawalArticle().body)} WHERE slug = 'withdrawal-time';`,
  },
]

function withdrawalArticle() {
  const article = HELP_SEED.flatMap((category) => category.articles).find(
    (candidate) => candidate.slug === 'withdrawal-time',
  )
  if (!article) throw new Error('the help seed has no withdrawal-time article')
  return article
}
