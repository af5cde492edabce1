// The live table's page: follows the table's shared round through /play/api/table (the phase and the
// time left, the result once bets close, the last results), keeps the player's chips on the layout
// until they place them, shows what each round paid, and tells the embedding page when a bet settles.
;(() => {
  const { boot, texts, $, scale, money, format, fill, call, showElapsed, verifyLink } = window.inhouseGame
  const { kind } = boot
  const SUITS = ['♠', '♥', '♦', '♣']
  const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K']
  const rulesReady = import('/play/assets/tables.mjs')

  let state = null
  let deadline = 0
  let slip = new Map()
  let pendingSplit = null
  let lastSettled = null
  let knownSettled
  let busy = false
  let startedAt = Date.now()

  // A list's one line saying it is empty.
  const emptyLine = (list, text) => {
    const item = document.createElement('li')
    item.className = 'empty'
    item.textContent = text
    list.append(item)
  }

  const showError = (message) => {
    $('error').textContent = message || ''
  }

  const cardNode = (card) => {
    const item = document.createElement('span')
    item.className = `card ${card.suit === 1 || card.suit === 2 ? 'red' : 'black'}`
    item.textContent = `${RANKS[card.rank - 1]}${SUITS[card.suit]}`
    return item
  }
  const hand = (label, cards, total) => {
    const row = document.createElement('p')
    row.className = 'hand'
    const name = document.createElement('strong')
    name.textContent = total === undefined ? label : `${label} ${total}`
    row.append(name, ...cards.map(cardNode))
    return row
  }
  const resultWords = (result) => {
    if (kind === 'roulette')
      return fill(texts.landed, { pocket: result.pocket, colour: texts[result.colour] })
    return result.winner === 'tie' ? texts.tie : fill(texts.wins, { side: texts[result.winner] })
  }

  function renderBoard(round) {
    const board = $('board')
    board.replaceChildren()
    if (!round.result) {
      const waiting = document.createElement('p')
      waiting.className = 'big'
      waiting.textContent = texts.placeBets
      board.append(waiting)
      return
    }
    const result = round.result
    if (kind === 'roulette') {
      const pocket = document.createElement('p')
      pocket.className = `pocket ${result.colour}`
      pocket.id = 'pocket'
      pocket.dataset.pocket = String(result.pocket)
      pocket.textContent = String(result.pocket)
      board.append(pocket)
    } else if (kind === 'baccarat') {
      board.append(
        hand(texts.player, result.player, result.playerTotal),
        hand(texts.banker, result.banker, result.bankerTotal),
      )
    } else {
      board.append(hand(texts.dragon, [result.dragon]), hand(texts.tiger, [result.tiger]))
    }
    const words = document.createElement('p')
    words.className = 'big'
    words.id = 'result-text'
    words.textContent = resultWords(result)
    board.append(words)
  }

  function renderRoad(history) {
    const road = $('road')
    road.replaceChildren()
    if (!history.length) emptyLine(road, texts.noHistory)
    for (const round of history) {
      const item = document.createElement('li')
      const result = round.result
      item.className = kind === 'roulette' ? result.colour : `side-${result.winner}`
      item.title = `${fill(texts.roundNo, { n: round.no })}: ${resultWords(result)}`
      const short = document.createElement('span')
      short.setAttribute('aria-hidden', 'true')
      short.textContent = kind === 'roulette' ? String(result.pocket) : texts[result.winner].slice(0, 1)
      const full = document.createElement('span')
      full.className = 'visually-hidden'
      full.textContent = item.title
      item.append(short, full)
      road.append(item)
    }
  }

  function spotLabel(spot) {
    const button = document.querySelector(`[data-spot="${spot}"]`)
    if (button) return button.firstChild.textContent
    const [type, value] = spot.split(':')
    return `${texts[type]}: ${value}`
  }

  function renderSlip() {
    const mine = state && state.bets.find((bet) => bet.roundNo === state.round.no)
    const entries = mine ? mine.spots.map(({ spot, stake }) => [spot, stake]) : [...slip.entries()]
    const list = $('slip')
    list.replaceChildren()
    if (!entries.length) emptyLine(list, texts.slipEmpty)
    for (const [spot, stake] of entries) {
      const item = document.createElement('li')
      item.textContent = `${spotLabel(spot)} · ${format(stake)}`
      list.append(item)
    }
    const staked = new Map(entries)
    document.querySelectorAll('[data-spot]').forEach((button) => {
      const stake = staked.get(button.dataset.spot)
      button.setAttribute('aria-pressed', String(Boolean(stake)))
      button.querySelector('.stake-on').textContent = stake ? money.format(stake / scale) : ''
    })
    $('slip-total').textContent = format(entries.reduce((sum, [, stake]) => sum + stake, 0))
    const open = state && state.round.phase === 'betting' && !mine
    $('confirm').disabled = busy || !open || !slip.size
    $('clear').disabled = busy || !open || !slip.size
    const returned = (bet) =>
      fill(texts.returned, { n: bet.roundNo, stake: format(bet.stake), payout: format(bet.payout) })
    const settledBet = mine && mine.status === 'settled' ? mine : !mine ? lastSettled : null
    $('placed').textContent = settledBet
      ? returned(settledBet)
      : mine
        ? fill(texts.placed, { amount: format(mine.stake) })
        : ''
  }

  function renderHistory(bets) {
    const list = $('history')
    list.replaceChildren()
    const settled = bets.filter((bet) => bet.status === 'settled')
    if (!settled.length) emptyLine(list, texts.noRounds)
    for (const bet of settled) {
      const item = document.createElement('li')
      const link = verifyLink(bet.round)
      item.append(
        `${fill(texts.roundNo, { n: bet.roundNo })}: ${format(bet.stake)} → ${format(bet.payout)} · `,
        link,
      )
      list.append(item)
    }
  }

  function render(next) {
    const previousRound = state && state.round.no
    state = next
    if (previousRound !== null && previousRound !== next.round.no) slip = new Map()
    deadline = Date.now() + next.round.msLeft
    startedAt = Date.now() - next.session.elapsedMs
    $('balance').textContent = format(next.balance)
    $('net').textContent = format(next.session.net)
    $('net').dataset.sign = next.session.net > 0 ? 'up' : next.session.net < 0 ? 'down' : 'flat'
    $('rounds').textContent = String(next.session.rounds)
    $('round-no').textContent = fill(texts.roundNo, { n: next.round.no })
    $('phase').dataset.phase = next.round.phase
    $('seed-hash').textContent = next.round.seedHash
    const revealed = next.round.seed ? next.round : next.history[0]
    $('last-seed').textContent = revealed ? revealed.seed : '–'
    renderBoard(next.round)
    renderRoad(next.history)
    const settled = next.bets.find((bet) => bet.status === 'settled')
    // The embedding page only learns that something changed; it asks its own backend for figures.
    if (knownSettled !== undefined && settled && settled.round !== knownSettled && window.parent !== window)
      window.parent.postMessage({ type: 'game:round-settled' }, '*')
    knownSettled = settled ? settled.round : null
    lastSettled = settled || null
    renderSlip()
    renderHistory(next.bets)
    tick()
  }

  function tick() {
    if (state) {
      const seconds = Math.max(0, Math.ceil((deadline - Date.now()) / 1000))
      $('phase').textContent =
        state.round.phase === 'betting'
          ? fill(texts.closesIn, { s: seconds })
          : `${texts.noMoreBets} · ${fill(texts.nextIn, { s: seconds })}`
    }
    showElapsed(startedAt)
  }

  let polling = false
  async function refresh() {
    if (polling) return
    polling = true
    try {
      render(await call('/play/api/table'))
      if ($('error').dataset.network) {
        delete $('error').dataset.network
        showError('')
      }
    } catch (error) {
      showError(error.code === 'launch.session.invalid' ? texts.sessionEnded : error.message)
      $('error').dataset.network = 'true'
    } finally {
      polling = false
    }
  }

  function chip() {
    return Number(document.querySelector('input[name=chip]:checked').value)
  }

  async function spotFor(button) {
    const spot = button.dataset.spot
    const type = $('bet-type') ? $('bet-type').value : 'straight'
    if (!spot.startsWith('n:') || spot === 'n:0' || type === 'straight') return spot
    const rules = await rulesReady
    const n = Number(spot.slice(2))
    const top = n - ((n - 1) % 3)
    if (type === 'split') {
      if (pendingSplit === null) {
        pendingSplit = n
        $('type-hint').textContent = fill(texts.splitNext, { n })
        return null
      }
      const first = pendingSplit
      pendingSplit = null
      $('type-hint').textContent = ''
      const split = `split:${Math.min(first, n)}-${Math.max(first, n)}`
      return rules.validSpot('roulette', split) ? split : ''
    }
    const candidate = type === 'corner' ? `corner:${n}` : `${type}:${top}`
    return rules.validSpot('roulette', candidate) ? candidate : ''
  }

  document.querySelectorAll('[data-spot]').forEach((button) =>
    button.addEventListener('click', async () => {
      showError('')
      if (!state || state.round.phase !== 'betting') return showError(texts.noMoreBets)
      const spot = await spotFor(button)
      if (spot === null) return undefined
      if (!spot) return showError(texts.spotInvalid)
      if (!slip.has(spot) && slip.size >= 20) return showError(texts.spotInvalid)
      const stake = (slip.get(spot) || 0) + chip()
      if (stake > boot.maxStake)
        return showError(fill(texts.stakeInvalid, { min: format(boot.minStake), max: format(boot.maxStake) }))
      slip.set(spot, stake)
      renderSlip()
      return undefined
    }),
  )
  if ($('bet-type'))
    $('bet-type').addEventListener('change', () => {
      pendingSplit = null
      $('type-hint').textContent = ''
    })
  $('clear').addEventListener('click', () => {
    slip = new Map()
    renderSlip()
  })
  $('confirm').addEventListener('click', async () => {
    if (busy || !state || !slip.size) return
    busy = true
    showError('')
    renderSlip()
    try {
      const bets = [...slip.entries()].map(([spot, stake]) => ({ spot, stake }))
      render(await call('/play/api/table/bet', { round: state.round.no, bets }))
      slip = new Map()
    } catch (error) {
      showError(error.code === 'launch.session.invalid' ? texts.sessionEnded : error.message)
      await refresh()
    } finally {
      busy = false
      renderSlip()
    }
  })
  document.querySelectorAll('[data-amount]').forEach((node) => {
    node.textContent = format(Number(node.dataset.amount))
  })

  refresh()
  setInterval(refresh, 1000)
  setInterval(tick, 250)
})()
