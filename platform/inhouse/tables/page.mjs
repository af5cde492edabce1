// @ts-check
// The live table's page: the dealer feed (round, phase, the wheel's pocket or the cards dealt, the last
// results), the betting layout with chips and the player's bets on the round, and the table's
// fairness facts. client/table.js keeps it in step with /play/api/table.
import { escapeXml } from '../../lib/artwork.mjs'
import { gameHeader, historyAndEnd, layout } from '../pages.mjs'
import { pageText, pageTextsFor } from '../texts.mjs'
import { RED } from './rules.mjs'
import { tableStatistics } from './stats.mjs'
import { tableText, tableTextsFor } from './texts.mjs'

const HTML_LANG = { EN: 'en', PT: 'pt-BR', ZH: 'zh-CN', ID: 'id', TH: 'th', VI: 'vi' }
const percent = (/** @type {number} */ value) => `${(value * 100).toFixed(2)}%`

/**
 * @param {import('./rules.mjs').TableKind} kind
 * @param {(key: Parameters<typeof tableText>[0], values?: Record<string, string | number>) => string} text
 */
function layoutOf(kind, text) {
  const spot = (/** @type {string} */ id, /** @type {string} */ label, className = '') =>
    `<button type="button" class="spot ${className}" data-spot="${id}" aria-pressed="false">${label}<span class="stake-on" aria-hidden="true"></span></button>`
  if (kind !== 'roulette') {
    const sides = kind === 'baccarat' ? ['player', 'tie', 'banker'] : ['dragon', 'tie', 'tiger']
    return `<div class="sides" role="group" aria-label="${text('layout')}">${sides
      .map((side) => spot(side, text(/** @type {'player'} */ (side)), `side-${side}`))
      .join('')}</div>`
  }
  const numbers = Array.from({ length: 36 }, (_, index) => index + 1)
    .map((n) => spot(`n:${n}`, String(n), RED.includes(n) ? 'red' : 'black'))
    .join('')
  const outside = [
    ['dozen:1', text('dozen', { n: 1 })],
    ['dozen:2', text('dozen', { n: 2 })],
    ['dozen:3', text('dozen', { n: 3 })],
    ['column:1', text('column', { n: 1 })],
    ['column:2', text('column', { n: 2 })],
    ['column:3', text('column', { n: 3 })],
    ['low', text('low')],
    ['even', text('even')],
    ['red', text('redSpot')],
    ['black', text('blackSpot')],
    ['odd', text('odd')],
    ['high', text('high')],
  ]
  const types = ['straight', 'split', 'street', 'corner', 'line']
  return `<label class="bet-type">${text('betType')} <select id="bet-type">${types
    .map((type) => `<option value="${type}">${text(/** @type {'split'} */ (type))}</option>`)
    .join('')}</select></label>
<p id="type-hint" class="hint" aria-live="polite"></p>
<div class="wheel-layout" role="group" aria-label="${text('layout')}">${spot('n:0', '0', 'green zero')}<div class="pockets">${numbers}</div>
<div class="outside">${outside.map(([id, label]) => spot(String(id), String(label), `out ${id}`)).join('')}</div></div>`
}

/**
 * @param {import('./rules.mjs').TableKind} kind
 * @param {(key: Parameters<typeof tableText>[0], values?: Record<string, string | number>) => string} text
 */
function oddsLine(kind, text) {
  const stats = tableStatistics()
  if (kind === 'roulette') {
    const pays = `${text('straight')} 35:1 · ${text('split')} 17:1 · ${text('street')} 11:1 · ${text('corner')} 8:1 · ${text('line')} 5:1 · ${text('dozen', { n: 1 })}–${text('dozen', { n: 3 })} · ${text('column', { n: 1 })}–${text('column', { n: 3 })} 2:1 · ${text('redSpot')}/${text('blackSpot')} · ${text('odd')}/${text('even')} · ${text('low')}/${text('high')} 1:1`
    return text('odds', { pays, rtp: percent(stats.roulette.any) })
  }
  if (kind === 'baccarat') {
    const b = stats.baccarat
    const pays = `${text('player')} 1:1 (${percent(b.player)}) · ${text('banker')} 0.95:1 (${percent(b.banker)}) · ${text('tie')} 8:1 (${percent(b.tie)})`
    return text('odds', { pays, rtp: percent(b.banker) })
  }
  const d = stats.dragontiger
  const pays = `${text('dragon')} / ${text('tiger')} 1:1 (${percent(d.dragon)}) · ${text('tie')} 8:1 (${percent(d.tie)})`
  return text('odds', { pays, rtp: percent(d.dragon) })
}

/**
 * @param {{ kind: import('./rules.mjs').TableKind, felt: string, language: string, sessionId: string, gameName: string, vendorName: string, currency: { code: string, symbol: string, minorDigits: number }, minStake: number, maxStake: number, theme?: string }} input
 */
export function tablePage(input) {
  const { kind, language, minStake, maxStake } = input
  const text = (
    /** @type {Parameters<typeof tableText>[0]} */ key,
    /** @type {Record<string, string | number>} */ values = {},
  ) =>
    escapeXml(
      tableText(key, language).replace(/\{(\w+)\}/g, (_, name) => String(values[name] ?? `{${name}}`)),
    )
  const common = (/** @type {Parameters<typeof pageText>[0]} */ key) => escapeXml(pageText(key, language))
  const chips = [1, 5, 10, 50, 100].map((factor) => minStake * factor).filter((value) => value <= maxStake)
  const boot = JSON.stringify({
    sessionId: input.sessionId,
    kind,
    language,
    locale: HTML_LANG[/** @type {keyof typeof HTML_LANG} */ (language)] ?? 'en',
    currency: input.currency,
    minStake,
    maxStake,
    texts: { ...pageTextsFor(language), ...tableTextsFor(language) },
  }).replace(/</g, '\\u003c')
  const body = `<div class="app table-app" data-kind="${kind}">
${gameHeader(language, input.gameName, input.vendorName)}
<main class="table-main">
<section class="stage feed" data-felt="${escapeXml(input.felt)}" aria-labelledby="feed-title">
  <h2 id="feed-title">${text('dealer')} · <span id="round-no">–</span></h2>
  <p id="phase" class="phase" data-phase="">–</p>
  <div id="board" class="board" aria-live="polite" aria-atomic="true"></div>
  <h3>${text('history')}</h3>
  <ol id="road" class="road"><li>${text('noHistory')}</li></ol>
</section>
<section class="stage betting" aria-label="${text('layout')}">
  <fieldset class="chips"><legend>${text('chip')}</legend>${chips
    .map(
      (value, index) =>
        `<label><input type="radio" name="chip" value="${value}"${index === 0 ? ' checked' : ''}> <span data-amount="${value}"></span></label>`,
    )
    .join('')}</fieldset>
  ${layoutOf(kind, text)}
  <h3>${text('slip')}</h3>
  <ul id="slip" class="slip"><li>${text('slipEmpty')}</li></ul>
  <p>${text('total')}: <output id="slip-total">–</output></p>
  <div class="actions"><button type="button" id="clear">${text('clear')}</button>
  <button type="button" id="confirm" class="primary">${text('confirm')}</button></div>
  <p id="placed" class="big" aria-live="polite"></p>
  <p class="hint">${oddsLine(kind, text)}</p>
</section>
</main>
<details class="fair">
  <summary>${common('fairness')}</summary>
  <p>${text('tableFairHelp')}</p>
  <dl>
    <div><dt>${text('roundSeedHash')}</dt><dd><code id="seed-hash">–</code></dd></div>
    <div><dt>${text('lastSeed')}</dt><dd><code id="last-seed">–</code></dd></div>
  </dl>
${historyAndEnd(language, boot)}`
  return layout({
    language,
    title: `${input.gameName} · ${input.vendorName}`,
    body,
    scripts: ['/play/assets/game-api.js', '/play/assets/table.js'],
    theme: input.theme,
  })
}
