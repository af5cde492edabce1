// @ts-check
// The Texas Hold'em table of a card room, inside the in-house game page: the house seats, the board,
// the player's cards and the pot, with the deal, call and fold buttons that client/holdem.js drives.
import { escapeXml } from '../lib/artwork.mjs'
import { HOUSE_SEATS } from './holdem.mjs'
import { HOLDEM_TEXTS } from './holdem-texts.mjs'

/**
 * @param {string} language
 */
export function holdemControls(language) {
  const text = (
    /** @type {keyof typeof HOLDEM_TEXTS} */ key,
    /** @type {Record<string, string | number>} */ values = {},
  ) => {
    const texts = HOLDEM_TEXTS[key]
    const template = texts[/** @type {keyof typeof texts} */ (language)] ?? texts.EN
    return escapeXml(template.replace(/\{(\w+)\}/g, (_, name) => String(values[name] ?? '')))
  }
  const seats = Array.from(
    { length: HOUSE_SEATS },
    (_, seat) => `<div class="seat" data-seat="${seat}"><h3>${text('seat', { n: seat + 1 })}</h3>
  <p class="hand" id="seat-${seat}-cards"></p><p id="seat-${seat}-status"></p></div>`,
  ).join('')
  return `<div class="stage holdem" id="holdem-table">
  <div class="seats">${seats}</div>
  <h3>${text('board')}</h3><p class="hand" id="holdem-board"></p>
  <h3>${text('yourCards')}</h3><p class="hand" id="holdem-hole"></p>
  <p>${text('pot')}: <output id="holdem-pot">–</output></p>
  <p id="holdem-result" class="big" aria-live="polite"></p>
</div>
<form class="controls" id="holdem-form" novalidate>
  <button type="submit" class="primary" id="holdem-deal"></button>
  <button type="button" class="primary" id="holdem-call" hidden></button>
  <button type="button" id="holdem-fold" hidden>${text('fold')}</button>
  <p class="figures" id="holdem-rule"></p>
</form>`
}
