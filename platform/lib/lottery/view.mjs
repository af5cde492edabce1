// @ts-check
// HTML of the lottery view a launch URL opens: the vendor's games as tabs, the countdown, the bet forms
// for the open draw, the player's tickets with their results, and the latest results. Plain forms post
// to /lottery/bet, so betting works by keyboard and without the script; the script only counts down
// and tells the embedding site that the balance moved.
import { escapeXml } from '../artwork.mjs'
import { pageText } from '../../inhouse/texts.mjs'
import { drawRules } from './draws.mjs'
import { ODDS, KENO_PICK_ODDS } from './tickets.mjs'
import { lotteryText } from './texts.mjs'

/** @typedef {{ code: string, symbol: string, minorDigits: number }} Currency */
/** @typedef {{ ticket_ref: string, draw_no: number, bet_type: string, selection: string, stake_minor: number, odds_hundredths: number, payout_minor: number, status: string, numbers: string | null }} TicketRow */
/** @typedef {{ drawNo: string, numbers: number[], openedAt: number }} Draw */

/**
 * @param {number} minor
 * @param {Currency} currency
 */
export function formatMoney(minor, currency) {
  return `${currency.symbol} ${(minor / 10 ** currency.minorDigits).toFixed(currency.minorDigits)}`
}

/** @param {number} hundredths */
const oddsText = (hundredths) => (hundredths / 100).toFixed(2)

/** @param {number[]} numbers */
const balls = (numbers) => `<span class="numbers">${numbers.map((n) => `<span>${n}</span>`).join('')}</span>`

/**
 * @param {{ sessionId: string, gameCode: string, drawNo: number, lang: string, currency: Currency,
 *   minStake: number, view: string }} base
 * @param {string} type
 * @param {string} legend
 * @param {string} choice the fields of the choice
 * @param {string} odds what it pays, e.g. "1.95"
 * @param {boolean} chosen the play type the launch opened on
 */
function betForm(base, type, legend, choice, odds, chosen) {
  const id = `bet-${type}`
  const minStake = (base.minStake / 10 ** base.currency.minorDigits).toFixed(base.currency.minorDigits)
  const step = (1 / 10 ** base.currency.minorDigits).toFixed(base.currency.minorDigits)
  return `<form method="post" action="/lottery/bet" class="stage${chosen ? ' chosen' : ''}" aria-labelledby="${id}"${chosen ? ' data-chosen=""' : ''}>
<input type="hidden" name="session" value="${escapeXml(base.sessionId)}">
<input type="hidden" name="game" value="${escapeXml(base.gameCode)}">
<input type="hidden" name="drawNo" value="${base.drawNo}">
<input type="hidden" name="type" value="${type}">
<input type="hidden" name="view" value="${base.view}">
<h3 id="${id}">${escapeXml(legend)} <small>${escapeXml(lotteryText('odds', base.lang, { x: odds }))}</small></h3>
<div class="controls">${choice}
<label>${escapeXml(lotteryText('stake', base.lang, { c: base.currency.code }))}<input name="stake" type="number" inputmode="decimal" min="${minStake}" step="${step}" value="${minStake}" required></label>
<button type="submit" class="primary">${escapeXml(lotteryText('bet', base.lang))}</button></div>
</form>`
}

/**
 * @param {readonly [string, string]} options
 * @param {string} lang
 */
function twoWay(options, lang) {
  const [first, second] = options
  return `<fieldset><legend>${escapeXml(lotteryText('choice', lang))}</legend>
<label><input type="radio" name="selection" value="${first}" required checked> ${escapeXml(lotteryText(/** @type {'big'} */ (first), lang))}</label>
<label><input type="radio" name="selection" value="${second}"> ${escapeXml(lotteryText(/** @type {'big'} */ (second), lang))}</label></fieldset>`
}

/**
 * @param {TicketRow} ticket
 * @param {string} lang
 * @param {Currency} currency
 */
function ticketRow(ticket, lang, currency) {
  const choice =
    ticket.bet_type === 'pick'
      ? `${lotteryText('pick', lang)}: ${ticket.selection}`
      : lotteryText(/** @type {'big'} */ (ticket.selection), lang)
  const result =
    ticket.status === 'open'
      ? lotteryText('open', lang)
      : ticket.status === 'won'
        ? lotteryText('won', lang, { amount: formatMoney(ticket.payout_minor, currency) })
        : lotteryText('lost', lang)
  const numbers = ticket.numbers ? balls(JSON.parse(ticket.numbers)) : ''
  return `<tr data-ticket="${escapeXml(ticket.ticket_ref)}" data-status="${ticket.status}"><td>${ticket.draw_no}</td><td>${escapeXml(choice)} · ${escapeXml(lotteryText('odds', lang, { x: oddsText(ticket.odds_hundredths) }))}</td><td>${escapeXml(formatMoney(ticket.stake_minor, currency))}</td><td>${escapeXml(result)}</td><td>${numbers}</td></tr>`
}

/**
 * @param {{ lang: string, sessionId: string, vendorName: string, view: string,
 *   games: { game_code: string, name: string }[], chosen: { game_code: string, name: string, min_bet_minor: number },
 *   nextDrawAt: number, openDrawNo: number, now: number, draws: Draw[], tickets: TicketRow[],
 *   balance: number, currency: Currency, notice: { ok: boolean, text: string } | null, notify: boolean,
 *   play?: string }} view the view; `play` names the play type the launch opened on, whose form comes first
 */
export function lotteryBody(view) {
  const { lang, chosen, currency } = view
  const rules = drawRules(chosen)
  const keno = rules.format.kind === 'keno'
  const dateFormat = new Intl.DateTimeFormat(lang === 'PT' ? 'pt-BR' : lang.toLowerCase(), {
    dateStyle: 'short',
    timeStyle: 'medium',
    timeZone: 'UTC',
  })
  const session = encodeURIComponent(view.sessionId)
  const tabs = view.games
    .map(
      (game) =>
        `<li><a href="/lottery/lobby?session=${session}&amp;game=${encodeURIComponent(game.game_code)}&amp;view=${view.view}&amp;lang=${lang}${view.play ? `&amp;play=${view.play}` : ''}"${game.game_code === chosen.game_code ? ' aria-current="page"' : ''}>${escapeXml(game.name)}</a></li>`,
    )
    .join('')
  const base = {
    sessionId: view.sessionId,
    gameCode: chosen.game_code,
    drawNo: view.openDrawNo,
    lang,
    currency,
    minStake: chosen.min_bet_minor,
    view: view.view,
  }
  const pickOdds = keno ? Object.values(KENO_PICK_ODDS).map(oddsText).join(' / ') : oddsText(ODDS.pick)
  const pickChoice = `<label>${escapeXml(lotteryText('selection', lang))} <small>${escapeXml(lotteryText(keno ? 'pickKeno' : 'pickDigits', lang))}</small><input name="selection" required autocomplete="off" inputmode="numeric" maxlength="${keno ? 8 : 2}" pattern="${keno ? '[0-9 ,]{1,8}' : '[0-9]{2}'}"></label>`
  const twoWays = /** @type {const} */ ([
    ['big_small', 'bigSmall', ['big', 'small']],
    ['odd_even', 'oddEven', ['odd', 'even']],
  ])
  const forms = [
    {
      type: 'pick',
      html: betForm(base, 'pick', lotteryText('pick', lang), pickChoice, pickOdds, view.play === 'pick'),
    },
    ...twoWays.map(([type, legend, options]) => ({
      type,
      html: betForm(
        base,
        type,
        lotteryText(legend, lang),
        twoWay(options, lang),
        oddsText(ODDS[type]),
        view.play === type,
      ),
    })),
  ]
    // The play type the launch named comes first, marked as chosen.
    .sort((a, b) => Number(b.type === view.play) - Number(a.type === view.play))
    .map((form) => form.html)
    .join('\n')
  const notice = view.notice
    ? `<p class="${view.notice.ok ? 'ok' : 'error'}" role="${view.notice.ok ? 'status' : 'alert'}">${escapeXml(view.notice.text)}</p>`
    : ''
  const tickets =
    view.tickets.length === 0
      ? `<p>${escapeXml(lotteryText('noTickets', lang))}</p>`
      : `<div class="scroll"><table class="paytable"><thead><tr><th scope="col">${escapeXml(lotteryText('draw', lang))}</th><th scope="col">${escapeXml(lotteryText('ticketBet', lang))}</th><th scope="col">${escapeXml(lotteryText('ticketStake', lang))}</th><th scope="col">${escapeXml(lotteryText('ticketResult', lang))}</th><th scope="col">${escapeXml(lotteryText('numbers', lang))}</th></tr></thead><tbody>${view.tickets.map((ticket) => ticketRow(ticket, lang, currency)).join('')}</tbody></table></div>`
  const rows = view.draws
    .map(
      (draw) =>
        `<tr><td>${escapeXml(draw.drawNo)}</td><td>${balls(draw.numbers)}</td><td><time datetime="${new Date(draw.openedAt).toISOString()}">${escapeXml(dateFormat.format(draw.openedAt))} UTC</time></td></tr>`,
    )
    .join('')
  const reload = `/lottery/lobby?session=${session}&game=${encodeURIComponent(chosen.game_code)}&view=${view.view}&lang=${lang}${view.play ? `&play=${view.play}` : ''}`
  return `<div class="app" data-reload="${escapeXml(reload)}"${view.notify ? ' data-notify="balance"' : ''}>
<h1>${escapeXml(view.vendorName)}</h1>
<nav aria-label="${escapeXml(lotteryText('games', lang))}"><ul class="tabs">${tabs}</ul></nav>
<section aria-labelledby="draw-title" class="stage">
<h2 id="draw-title">${escapeXml(chosen.name)}</h2>
<p>${escapeXml(lotteryText('every', lang, { n: rules.intervalMs / 1000 }))}</p>
<p class="big">${escapeXml(lotteryText('nextDraw', lang))} <time id="next-draw" data-at="${view.nextDrawAt}" data-offset="${view.nextDrawAt - view.now}" datetime="${new Date(view.nextDrawAt).toISOString()}">${Math.ceil((view.nextDrawAt - view.now) / 1000)} s</time></p>
<p>${escapeXml(lotteryText('balance', lang))}: <output id="balance">${escapeXml(formatMoney(view.balance, currency))}</output></p>
</section>
<section aria-labelledby="bets-title">
<h2 id="bets-title">${escapeXml(lotteryText('placeBets', lang, { n: view.openDrawNo }))}</h2>
${notice}
<p>${escapeXml(lotteryText(keno ? 'kenoRule' : 'digitsRule', lang))}</p>
<div class="bets">${forms}</div>
</section>
<section aria-labelledby="tickets-title">
<h2 id="tickets-title">${escapeXml(lotteryText('tickets', lang))}</h2>
${tickets}
</section>
<h2>${escapeXml(lotteryText('results', lang))}</h2>
<div class="scroll"><table class="paytable results"><thead><tr><th scope="col">${escapeXml(lotteryText('draw', lang))}</th><th scope="col">${escapeXml(lotteryText('numbers', lang))}</th><th scope="col">${escapeXml(lotteryText('time', lang))}</th></tr></thead><tbody>${rows}</tbody></table></div>
<footer class="foot"><span class="adults" aria-hidden="true">18+</span> ${escapeXml(pageText('adults', lang))} <a href="/play/responsible-gaming?lang=${lang}" target="_blank" rel="noopener">${escapeXml(pageText('responsible', lang))}</a></footer>
</div>`
}
