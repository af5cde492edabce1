// @ts-check
// HTML of the in-house game pages. The server renders the frame and the texts; a small script
// (client/play.js) plays the rounds through /play/api. Nothing here holds the member's token: the page
// knows only its launch-session id.
import { escapeXml } from '../lib/artwork.mjs'
import {
  FREE_SPINS,
  LINE_PAYS,
  PAYLINES,
  REEL_COUNTS,
  SCATTER_PAYS,
  STRIPS,
  reelStatistics,
} from './reels.mjs'
import { pageText, pageTextsFor } from './texts.mjs'
import { FISHING_THEMES, SLOT_THEMES } from './themes.mjs'
import { FISH, HIT_SCALE, fishingStatistics } from './fishing.mjs'
import { holdemControls } from './holdem-page.mjs'
import { holdemTextsFor } from './holdem-texts.mjs'

export const HTML_LANG = { EN: 'en', PT: 'pt-BR', ZH: 'zh-CN', ID: 'id', TH: 'th', VI: 'vi' }

/**
 * A page text in one language, escaped for HTML.
 * @param {string} language
 */
export function htmlText(language) {
  return (
    /** @type {Parameters<typeof pageText>[0]} */ key,
    /** @type {Record<string, string | number>} */ values = {},
  ) => escapeXml(pageText(key, language, values))
}

/**
 * The boot data of a game page's script, safe inside a script element.
 * @param {string} language
 * @param {Record<string, unknown>} data
 */
export function bootData(language, data) {
  return JSON.stringify({
    language,
    locale: HTML_LANG[/** @type {keyof typeof HTML_LANG} */ (language)] ?? 'en',
    texts: pageTextsFor(language),
    ...data,
  }).replace(/</g, '\\u003c')
}

/** Exact figures, computed once per process. */
let slotFigures = /** @type {ReturnType<typeof reelStatistics> | null} */ (null)
export function slotStatistics() {
  slotFigures ??= reelStatistics()
  return slotFigures
}

/** @param {unknown} look */
function fishingLook(look) {
  return typeof look === 'string' && Object.hasOwn(FISHING_THEMES, look)
    ? /** @type {keyof typeof FISHING_THEMES} */ (look)
    : 'reef'
}

/** @param {unknown} look */
function slotLook(look) {
  return typeof look === 'string' && Object.hasOwn(SLOT_THEMES, look)
    ? /** @type {keyof typeof SLOT_THEMES} */ (look)
    : 'classic'
}

/**
 * @param {{ language: string, title: string, body: string, scripts?: string[], theme?: string }} page
 */
export function layout({ language, title, body, scripts = [], theme }) {
  const lang = HTML_LANG[/** @type {keyof typeof HTML_LANG} */ (language)] ?? 'en'
  // The embedding site may ask for its own theme; otherwise the player's system setting applies.
  const themeAttribute = theme === 'light' || theme === 'dark' ? ` data-theme="${theme}"` : ''
  return `<!doctype html>
<html lang="${lang}"${themeAttribute}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeXml(title)}</title>
<link rel="stylesheet" href="/play/assets/play.css">
</head>
<body>
${body}
${scripts.map((src) => `<script src="${src}" defer></script>`).join('\n')}
</body>
</html>`
}

/**
 * A game page's header: the game's name and vendor, the meters (balance, session time and result,
 * rounds), and the place for errors.
 * @param {string} language @param {string} gameName @param {string} vendorName
 */
export function gameHeader(language, gameName, vendorName) {
  const text = htmlText(language)
  return `<header class="top">
  <h1>${escapeXml(gameName)} <small>${escapeXml(vendorName)}</small></h1>
  <dl class="meters">
    <div><dt>${text('balance')}</dt><dd id="balance">–</dd></div>
    <div><dt>${text('elapsed')}</dt><dd id="elapsed">0:00</dd></div>
    <div><dt>${text('net')}</dt><dd id="net">–</dd></div>
    <div><dt>${text('rounds')}</dt><dd id="rounds">0</dd></div>
  </dl>
</header>
<p id="error" class="error" role="alert"></p>`
}

/** @param {string} language */
export function footer(language) {
  return `<footer class="foot"><span class="adults" aria-hidden="true">18+</span> ${escapeXml(pageText('adults', language))}
<a href="/play/responsible-gaming?lang=${language}" target="_blank" rel="noopener">${escapeXml(pageText('responsible', language))}</a></footer>`
}

/**
 * The end of a game page: the player's recent rounds (closing the fairness panel), the footer, and the
 * page's boot data for its script.
 * @param {string} language
 * @param {string} boot JSON, already safe inside a script element
 */
export function historyAndEnd(language, boot) {
  return `  <h2>${escapeXml(pageText('recentRounds', language))}</h2>
  <ol id="history" class="history"><li>${escapeXml(pageText('noRounds', language))}</li></ol>
</details>
${footer(language)}
</div>
<script type="application/json" id="boot">${boot}</script>`
}

/**
 * @param {{ engine: string, look: string, language: string, sessionId: string, gameName: string, vendorName: string, currency: { code: string, symbol: string, minorDigits: number }, minStake: number, maxStake: number, theme?: string }} input
 */
export function gamePage({
  engine,
  look,
  language,
  sessionId,
  gameName,
  vendorName,
  currency,
  minStake,
  maxStake,
  theme,
}) {
  const text = (
    /** @type {Parameters<typeof pageText>[0]} */ key,
    /** @type {Record<string, string | number>} */ values = {},
  ) => escapeXml(pageText(key, language, values))
  const boot = JSON.stringify({
    sessionId,
    engine,
    language,
    locale: HTML_LANG[/** @type {keyof typeof HTML_LANG} */ (language)] ?? 'en',
    currency,
    minStake,
    maxStake,
    texts: { ...pageTextsFor(language), ...(engine === 'holdem' ? holdemTextsFor(language) : {}) },
    glyphs: SLOT_THEMES[slotLook(look)],
    fish: FISH,
    palette: FISHING_THEMES[fishingLook(look)],
    lines: PAYLINES.length,
  }).replace(/</g, '\\u003c')

  const controls = {
    dice: `<form class="controls" id="dice-form" novalidate>
  <label>${text('stake')} <input name="stake" inputmode="decimal" required autocomplete="off"></label>
  <label>${text('target')} <input name="target" type="number" min="1" max="98.99" step="0.01" value="50.00" required></label>
  <fieldset><legend>${text('direction')}</legend>
    <label><input type="radio" name="direction" value="under" checked> ${text('under')}</label>
    <label><input type="radio" name="direction" value="over"> ${text('over')}</label>
  </fieldset>
  <p class="figures"><span>${text('winChance')}: <output id="dice-chance">–</output></span> <span>${text('payoutOnWin')}: <output id="dice-payout">–</output></span></p>
  <button type="submit" class="primary">${text('roll')}</button>
</form>
<div class="stage" aria-live="polite"><p id="dice-result" class="big">–</p></div>`,
    slot5x3: `<form class="controls" id="slot-form" novalidate>
  <label>${text('lineBet')} <input name="lineBet" inputmode="decimal" required autocomplete="off"></label>
  <p class="figures">${text('totalStake')}: <output id="slot-total">–</output></p>
  <button type="submit" class="primary">${text('spin')}</button>
  <button type="button" class="primary" id="slot-free" hidden></button>
  <p class="figures" id="slot-free-stake" hidden></p>
  <a href="/play/paytable?lang=${language}&amp;look=${slotLook(look)}" target="_blank" rel="noopener">${text('paytable')}</a>
</form>
<div class="stage"><table class="reels" id="slot-grid" data-look="${slotLook(look)}"><caption class="visually-hidden">${text('reels')}</caption><tbody>${[
      0, 1, 2,
    ]
      .map(() => `<tr>${[0, 1, 2, 3, 4].map(() => '<td>?</td>').join('')}</tr>`)
      .join('')}</tbody></table>
<div id="slot-result" aria-live="polite"></div></div>`,
    fishing: `<div class="stage"><canvas id="sea" width="480" height="270" role="img" aria-label="${text('sea')}"></canvas>
<p id="fish-result" class="big" aria-live="polite"></p></div>
<form class="controls" id="fish-form" novalidate>
  <label>${text('shotStake')} <input name="stake" inputmode="decimal" required autocomplete="off"></label>
  <fieldset class="fish-list"><legend>${text('target')}</legend>${FISH.map(
    (fish, index) =>
      `<label><input type="radio" name="fish" value="${fish.id}"${index === 0 ? ' checked' : ''}> ${text(fish.id)} <small>${text(
        'fishOdds',
        { multiplier: fish.multiplier, chance: `${((fish.hitBasis / HIT_SCALE) * 100).toFixed(2)}%` },
      )}</small></label>`,
  ).join('')}</fieldset>
  <p class="figures">${text('fishRule', { rtp: `${(fishingStatistics().rtp * 100).toFixed(2)}%` })}</p>
  <button type="submit" class="primary">${text('fire')}</button>
</form>`,
    holdem: holdemControls(language),
    mines: `<form class="controls" id="mines-form" novalidate>
  <label>${text('stake')} <input name="stake" inputmode="decimal" required autocomplete="off"></label>
  <label>${text('minesCount')} <select name="mines">${Array.from({ length: 24 }, (_, index) => index + 1)
    .map((count) => `<option value="${count}"${count === 3 ? ' selected' : ''}>${count}</option>`)
    .join('')}</select></label>
  <button type="submit" class="primary" id="mines-start">${text('start')}</button>
  <button type="button" id="mines-cashout" hidden></button>
</form>
<div class="stage"><div class="field" id="mines-field" role="group" aria-label="${text('field')}">${Array.from(
      { length: 25 },
      (_, index) =>
        `<button type="button" class="tile" data-tile="${index}" disabled aria-label="${text('tile', { n: index + 1 })}: ${text('hidden')}"></button>`,
    ).join('')}</div>
<p id="mines-result" aria-live="polite"></p></div>`,
  }

  const body = `<div class="app">
${gameHeader(language, gameName, vendorName)}
<main>${controls[/** @type {keyof typeof controls} */ (engine)]}</main>
<details class="fair" id="fairness">
  <summary>${text('fairness')}</summary>
  <p>${text('fairnessHelp')}</p>
  <dl>
    <div><dt>${text('serverSeedHash')}</dt><dd><code id="seed-hash">–</code></dd></div>
    <div><dt>${text('nonce')}</dt><dd id="seed-nonce">–</dd></div>
  </dl>
  <form id="seed-form" novalidate>
    <label>${text('clientSeed')} <input name="clientSeed" id="client-seed" maxlength="64" pattern="[A-Za-z0-9_\\-]{1,64}" aria-describedby="seed-hint" autocomplete="off"></label>
    <small id="seed-hint">${text('clientSeedHint')}</small>
    <button type="submit">${text('changeSeed')}</button>
  </form>
  <p id="seed-revealed" aria-live="polite"></p>
${historyAndEnd(language, boot)}`
  return layout({
    language,
    title: `${gameName} · ${vendorName}`,
    body,
    scripts:
      engine === 'fishing' || engine === 'holdem'
        ? ['/play/assets/game-api.js', `/play/assets/${engine}.js`, '/play/assets/play.js']
        : ['/play/assets/game-api.js', '/play/assets/play.js'],
    theme,
  })
}

/**
 * @param {string} language
 * @param {string} message
 */
export function messagePage(language, message) {
  return layout({
    language,
    title: message,
    body: `<div class="app"><p class="error" role="alert">${escapeXml(message)}</p>${footer(language)}</div>`,
  })
}

/**
 * The slot's rules and exact figures, in the glyphs of one theme.
 * @param {string} language
 * @param {unknown} look
 */
export function paytablePage(language, look) {
  const text = (
    /** @type {Parameters<typeof pageText>[0]} */ key,
    /** @type {Record<string, string | number>} */ values = {},
  ) => escapeXml(pageText(key, language, values))
  const glyphs = SLOT_THEMES[slotLook(look)]
  const { rtp, freeSpinsChance } = slotStatistics()
  const percent = (/** @type {number} */ value) => `${(value * 100).toFixed(2)}%`
  const stops = (/** @type {keyof typeof REEL_COUNTS} */ symbol) =>
    `<td>${REEL_COUNTS[symbol].map((count, reel) => `${count}/${STRIPS[reel]?.length}`).join(' · ')}</td>`
  const head = (/** @type {import('./reels.mjs').ReelSymbol} */ symbol, /** @type {string} */ name) =>
    `<th scope="row"><span class="glyph" data-symbol="${symbol}" aria-hidden="true">${escapeXml(glyphs[symbol])}</span> ${name}</th>`
  const rows = Object.entries(LINE_PAYS)
    .map(([key, pays]) => {
      const symbol = /** @type {keyof typeof LINE_PAYS} */ (key)
      return `<tr>${head(symbol, escapeXml(glyphs[symbol]))}${pays.map((multiple) => `<td>×${multiple}</td>`).join('')}${stops(symbol)}</tr>`
    })
    .join('')
  const scatterRow = `<tr>${head('scatter', text('scatter'))}${SCATTER_PAYS.map((multiple) => `<td>×${multiple} ${text('totalStakeShort')}</td>`).join('')}${stops('scatter')}</tr>`
  const wildRow = `<tr>${head('wild', text('wild'))}<td colspan="3">${text('wildRule')}</td>${stops('wild')}</tr>`
  const body = `<div class="app">
<h1>${text('paytable')}</h1>
<p id="rtp"><strong>${text('rtp', { rtp: percent(rtp) })}</strong></p>
<p>${text('freeSpinsRate', { count: FREE_SPINS, n: Math.round(1 / freeSpinsChance) })}</p>
<p>${text('lineRule', { lines: PAYLINES.length })} ${text('scatterRule', { count: FREE_SPINS })}</p>
<div class="scroll"><table class="paytable" data-look="${slotLook(look)}"><thead><tr><th scope="col">${text('symbol')}</th>${[
    3, 4, 5,
  ]
    .map((count) => `<th scope="col">${text('ofAKind', { count })}</th>`)
    .join(
      '',
    )}<th scope="col">${text('stopsPerReel')}</th></tr></thead><tbody>${rows}${wildRow}${scatterRow}</tbody></table></div>
<h2>${text('paylines')}</h2>
<ol class="lines">${PAYLINES.map((line) => `<li>${line.map((row) => row + 1).join(' · ')}</li>`).join('')}</ol>
${footer(language)}
</div>`
  return layout({ language, title: pageText('paytable', language), body })
}

/** @param {string} language */
export function responsiblePage(language) {
  const body = `<div class="app"><h1>${escapeXml(pageText('responsible', language))}</h1>
<p>${escapeXml(pageText('responsibleBody', language))}</p>${footer(language)}</div>`
  return layout({ language, title: pageText('responsible', language), body })
}

/**
 * @param {string} language
 * @param {ReturnType<typeof import('./rounds.mjs').verificationOf>} round
 * @param {string} roundRef
 */
export function verifyPage(language, round, roundRef) {
  const text = (
    /** @type {Parameters<typeof pageText>[0]} */ key,
    /** @type {Record<string, string | number>} */ values = {},
  ) => escapeXml(pageText(key, language, values))
  const form = `<form method="get" action="/play/verify" class="controls">
  <input type="hidden" name="lang" value="${escapeXml(language)}">
  <label>${text('round')} <input name="round" value="${escapeXml(roundRef)}" required maxlength="40"></label>
  <button type="submit">${text('verify')}</button>
</form>`
  if (!round) {
    const missing = roundRef ? `<p class="error" role="alert">${text('roundMissing')}</p>` : ''
    return layout({
      language,
      title: pageText('verifyTitle', language),
      body: `<div class="app"><h1>${text('verifyTitle')}</h1><p>${text('verifyIntro')}</p>${form}${missing}${footer(language)}</div>`,
    })
  }
  const data = JSON.stringify({
    round,
    texts: pageTextsFor(language),
  }).replace(/</g, '\\u003c')
  const body = `<div class="app">
<h1>${text('verifyTitle')}</h1>
<p>${text('verifyIntro')}</p>
${form}
<dl class="facts">
  <div><dt>${text('round')}</dt><dd>${escapeXml(round.round)}</dd></div>
  <div><dt>${text('game')}</dt><dd>${escapeXml(round.gameName)}</dd></div>
  <div><dt>${text('serverSeedHash')}</dt><dd><code>${escapeXml(round.serverSeedHash)}</code></dd></div>
  <div><dt>${text('serverSeed')}</dt><dd><code>${round.serverSeed ? escapeXml(round.serverSeed) : '–'}</code></dd></div>
  <div><dt>${text('clientSeed')}</dt><dd><code>${escapeXml(round.clientSeed)}</code></dd></div>
  <div><dt>Nonce</dt><dd>${round.nonce}</dd></div>
</dl>
<h2>${text('recorded')}</h2>
<pre id="recorded">${escapeXml(JSON.stringify(round.outcome, null, 1))}</pre>
${
  round.serverSeed
    ? `<h2>${text('recomputed')}</h2><pre id="recomputed">${text('working')}</pre><p id="verdict" role="status"></p>`
    : `<p class="error" role="status">${text('notRevealed')}</p>`
}
${footer(language)}
</div>
<script type="application/json" id="boot">${data}</script>`
  return layout({
    language,
    title: pageText('verifyTitle', language),
    body,
    scripts: round.serverSeed ? ['/play/assets/verify.js'] : [],
  })
}
