// @ts-check
// Texts of the game pages in the six contract languages: one helper to write them, one to pick a
// language's set for a page's script.

/** @typedef {import('../lib/i18n.mjs').LocalizedText} LocalizedText */

/**
 * @param {string} EN @param {string} PT @param {string} ZH @param {string} ID @param {string} TH @param {string} VI
 * @returns {LocalizedText}
 */
export const t = (EN, PT, ZH, ID, TH, VI) => ({ EN, PT, ZH, ID, TH, VI })

/**
 * Every text of a set in one language (English where a language lacks one).
 * @param {Record<string, LocalizedText>} texts
 * @param {string} language
 * @returns {Record<string, string>}
 */
export function textsIn(texts, language) {
  return Object.fromEntries(
    Object.entries(texts).map(([key, text]) => [
      key,
      text[/** @type {keyof LocalizedText} */ (language)] ?? text.EN,
    ]),
  )
}
