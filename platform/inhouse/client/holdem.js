// The card room's Texas Hold'em table: deals a hand through /play/api/holdem/deal, then calls or folds
// through /play/api/holdem/act; the server decides the cards and the house seats, the page only shows
// them. Registered for play.js, which runs after.
;(() => {
  window.inhouseEngines = window.inhouseEngines || {}
  window.inhouseEngines.holdem = (api) => {
    const { boot, texts, fill, format, call, play, refresh, settled } = api
    const $ = (id) => document.getElementById(id)
    const SUITS = ['♠', '♥', '♦', '♣']
    const RANKS = { 11: 'J', 12: 'Q', 13: 'K', 14: 'A' }
    const unit = boot.minStake
    let round = null

    $('holdem-deal').textContent = fill(texts.deal, { amount: format(unit) })
    $('holdem-call').textContent = fill(texts.call, { amount: format(unit) })
    $('holdem-rule').textContent = fill(texts.holdemRule, { unit: format(unit) })

    const show = (id, cards, hidden = 0) => {
      const row = $(id)
      row.replaceChildren()
      for (const card of cards) {
        const item = document.createElement('span')
        item.className = `card ${card.suit === 1 || card.suit === 2 ? 'red' : 'black'}`
        item.textContent = `${RANKS[card.rank] || card.rank}${SUITS[card.suit]}`
        row.append(item)
      }
      for (let index = 0; index < hidden; index += 1) {
        const back = document.createElement('span')
        back.className = 'card back'
        back.setAttribute('aria-hidden', 'true')
        row.append(back)
      }
    }
    const handName = (value) => (value ? texts[`category${value[0]}`] : '')

    function draw(view) {
      round = view && view.status === 'open' ? view : null
      const outcome = view && view.status === 'settled' ? view.outcome : null
      const seatsIn = round ? round.seatsIn : outcome ? outcome.seatsIn : [true, true]
      seatsIn.forEach((stays, seat) => {
        if (outcome && outcome.showdown && stays) show(`seat-${seat}-cards`, outcome.hand.seats[seat])
        else show(`seat-${seat}-cards`, [], view ? 2 : 0)
        const status = stays ? texts.seatIn : texts.seatFolded
        const value = outcome && outcome.values[seat]
        $(`seat-${seat}-status`).textContent = value ? `${status} · ${handName(value)}` : view ? status : ''
      })
      show(
        'holdem-board',
        round ? round.board : outcome ? outcome.hand.board.slice(0, [0, 3, 4, 5][outcome.street]) : [],
      )
      show('holdem-hole', round ? round.hole : outcome ? outcome.hand.player : [])
      $('holdem-pot').textContent = round ? format(round.pot) : outcome ? format(outcome.pot) : '–'
      $('holdem-deal').hidden = !!round
      $('holdem-call').hidden = !round
      $('holdem-fold').hidden = !round
      const result = $('holdem-result')
      if (round) result.textContent = ''
      else if (outcome) {
        const words = outcome.folded
          ? texts.youFolded
          : !outcome.showdown
            ? texts.seatsFolded
            : `${texts.you}: ${handName(outcome.values.player)}`
        const money = view.payout > 0 ? fill(texts.won, { amount: format(view.payout) }) : texts.lost
        const rake = outcome.rake ? ` · ${texts.rake} ${format(outcome.rake)}` : ''
        result.textContent = `${words} · ${money}${rake}`
        result.dataset.win = String(view.payout > 0)
      }
    }

    const after = async (view) => {
      draw(view)
      await refresh()
      if (view.status === 'settled') {
        settled()
        $('holdem-deal').focus()
      } else $('holdem-call').focus()
    }
    $('holdem-form').addEventListener('submit', (event) => {
      event.preventDefault()
      play(async () => after(await call('/play/api/holdem/deal', {})))
    })
    for (const action of ['call', 'fold']) {
      $(`holdem-${action}`).addEventListener('click', () => {
        if (!round) return
        play(async () => after(await call('/play/api/holdem/act', { round: round.round, action })))
      })
    }
    return (state) => draw(state.openRound)
  }
})()
