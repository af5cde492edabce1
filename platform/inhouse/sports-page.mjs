// @ts-check
// The sportsbook page: the meters every in-house game shows, sport tabs, the fixtures with their
// prices, the bet slip, the member's bets and the latest results with their revealed seeds. The server
// renders the frame and the texts; client/sports.js fills it through /play/api/sports.
import { escapeXml } from '../lib/artwork.mjs'
import { bootData, footer, gameHeader, htmlText, layout } from './pages.mjs'
import { themeOf } from './themes.mjs'
import { MAX_LEGS } from './sports-bets.mjs'

/** The looks of the sportsbook: each vendor's game wears one (its accent colour). */
export const SPORTS_LOOKS = ['pitch', 'court', 'ice', 'neon', 'ember']

/** @param {{ vendor_code: string, game_code: string }} game */
export function sportsLookOf(game) {
  return themeOf(SPORTS_LOOKS, game)
}

/**
 * @param {{ look: string, language: string, sessionId: string, slipKey: string, gameName: string, vendorName: string, sports: string[], currency: { code: string, symbol: string, minorDigits: number }, minStake: number, maxStake: number, theme?: string }} input
 */
export function sportsPage({
  look,
  language,
  sessionId,
  slipKey,
  gameName,
  vendorName,
  sports,
  currency,
  minStake,
  maxStake,
  theme,
}) {
  const text = htmlText(language)
  const boot = bootData(language, { sessionId, slipKey, currency, minStake, maxStake, maxLegs: MAX_LEGS })
  const tabs = sports
    .map(
      (sport, index) =>
        `<button type="button" role="tab" class="tab" id="tab-${sport}" data-sport="${sport}" aria-controls="fixtures" aria-selected="${index === 0}"${index === 0 ? '' : ' tabindex="-1"'}>${text(/** @type {any} */ (`sport_${sport}`))}</button>`,
    )
    .join('')
  const body = `<link rel="stylesheet" href="/play/assets/sports.css">
<div class="app book" data-look="${escapeXml(look)}">
${gameHeader(language, gameName, vendorName)}
<div class="tabs" role="tablist" aria-label="${text('sportsLabel')}">${tabs}</div>
<div class="book-main">
<section class="fixtures" id="fixtures" role="tabpanel" aria-labelledby="upcoming-title" aria-busy="true">
  <h2 id="upcoming-title">${text('upcoming')}</h2>
  <ol class="fixture-list" id="fixture-list"></ol>
  <p class="rules">${text('sportsRules')}</p>
</section>
<section class="slip" id="slip" aria-labelledby="slip-title">
  <h2 id="slip-title">${text('slip')}</h2>
  <p id="slip-empty">${text('slipEmpty')}</p>
  <form id="slip-form" novalidate hidden>
    <ul id="slip-legs" class="slip-legs"></ul>
    <fieldset class="modes"><legend class="visually-hidden">${text('slip')}</legend>
      <label><input type="radio" name="mode" value="singles" checked> ${text('singles')}</label>
      <label><input type="radio" name="mode" value="multiple"> ${text('multiple')}</label>
    </fieldset>
    <label>${text('stakePerBet')} <input name="stake" id="slip-stake" inputmode="decimal" required autocomplete="off"></label>
    <dl class="slip-figures">
      <div><dt>${text('slipTotal')}</dt><dd id="slip-total">–</dd></div>
      <div><dt>${text('combinedOdds')}</dt><dd id="slip-odds">–</dd></div>
      <div><dt>${text('potentialPayout')}</dt><dd id="slip-payout">–</dd></div>
    </dl>
    <div class="slip-actions">
      <button type="submit" class="primary" id="slip-place">${text('placeBets')}</button>
      <button type="button" id="slip-clear">${text('clearSlip')}</button>
    </div>
  </form>
  <p id="slip-note" class="note" role="status"></p>
</section>
</div>
<a href="#slip" class="slip-jump" id="slip-jump" hidden></a>
<section class="my-bets" aria-labelledby="bets-title">
  <h2 id="bets-title">${text('myBets')}</h2>
  <ol id="bet-list" class="bet-list"><li>${text('noBets')}</li></ol>
</section>
<details class="fair" id="results-panel">
  <summary>${text('results')}</summary>
  <ol id="result-list" class="result-list"></ol>
</details>
${footer(language)}
</div>
<script type="application/json" id="boot">${boot}</script>`
  return layout({
    language,
    title: `${gameName} · ${vendorName}`,
    body,
    scripts: ['/play/assets/game-api.js', '/play/assets/sports.js'],
    theme,
  })
}
