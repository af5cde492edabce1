// The in-house game page: plays rounds through /play/api with the launch-session id, keeps the
// balance, session time and net result on screen, and tells the embedding page when a round settles.
;(() => {
  const { boot, texts, $, scale, money, format, fill, toMinor, call, showElapsed, verifyLink } =
    window.inhouseGame
  const { engine } = boot

  let startedAt = Date.now()
  let busy = false

  function showError(message) {
    $('error').textContent = message || ''
  }

  function setBusy(value) {
    busy = value
    document.querySelectorAll('form.controls button[type=submit]').forEach((button) => {
      button.disabled = value
      button.setAttribute('aria-busy', String(value))
    })
  }

  function renderMeters(state) {
    if (typeof state.balance === 'number') $('balance').textContent = format(state.balance)
    if (state.session) {
      startedAt = Date.now() - state.session.elapsedMs
      $('net').textContent = format(state.session.net)
      $('net').dataset.sign = state.session.net > 0 ? 'up' : state.session.net < 0 ? 'down' : 'flat'
      $('rounds').textContent = String(state.session.rounds)
    }
    if (state.seed) {
      $('seed-hash').textContent = state.seed.serverSeedHash
      $('seed-nonce').textContent = String(state.seed.nonce)
      if (!$('client-seed').value) $('client-seed').value = state.seed.clientSeed
    }
    if (state.history) renderHistory(state.history)
    if ('freeRounds' in state) showFreeRounds(state.freeRounds)
  }

  // Set by the slot: shows the free spins left on it.
  let showFreeRounds = () => {}

  function renderHistory(rounds) {
    const list = $('history')
    list.replaceChildren()
    if (!rounds.length) {
      const item = document.createElement('li')
      item.textContent = texts.noRounds
      list.append(item)
      return
    }
    for (const round of rounds) {
      const item = document.createElement('li')
      const link = verifyLink(round.round)
      item.append(`${format(round.stake)} → ${format(round.payout)} · `, link)
      list.append(item)
    }
  }

  function tick() {
    showElapsed(startedAt)
  }

  async function refresh() {
    renderMeters(await call('/play/api/state'))
  }

  function settled() {
    // The embedding page only learns that something changed; it asks its own backend for figures.
    if (window.parent !== window) window.parent.postMessage({ type: 'game:round-settled' }, '*')
  }

  function stakeFrom(input) {
    const minor = toMinor(input.value)
    if (!Number.isSafeInteger(minor) || minor < boot.minStake || minor > boot.maxStake) {
      input.setAttribute('aria-invalid', 'true')
      throw new Error(fill(texts.stakeInvalid, { min: format(boot.minStake), max: format(boot.maxStake) }))
    }
    input.removeAttribute('aria-invalid')
    return minor
  }

  async function play(work) {
    if (busy) return
    showError('')
    setBusy(true)
    try {
      await work()
    } catch (error) {
      showError(error.message)
      if (error.code === 'launch.session.invalid') showError(texts.sessionEnded)
    } finally {
      setBusy(false)
    }
  }

  function setupDice() {
    const form = $('dice-form')
    form.stake.value = money.format(Math.max(boot.minStake, 100) / scale)
    const update = () => {
      const target = Math.round(Number(form.target.value) * 100)
      const over = form.direction.value === 'over'
      const wins = over ? 9999 - target : target
      if (!Number.isFinite(target) || wins < 100 || wins > 9800) {
        $('dice-chance').textContent = '–'
        $('dice-payout').textContent = '–'
        return
      }
      $('dice-chance').textContent = `${(wins / 100).toFixed(2)}%`
      const stake = toMinor(form.stake.value)
      $('dice-payout').textContent = Number.isFinite(stake) ? format(Math.floor((stake * 9900) / wins)) : '–'
    }
    form.addEventListener('input', update)
    update()
    form.addEventListener('submit', (event) => {
      event.preventDefault()
      play(async () => {
        const stake = stakeFrom(form.stake)
        const target = Number(form.target.value)
        const wins =
          form.direction.value === 'over' ? 9999 - Math.round(target * 100) : Math.round(target * 100)
        if (!Number.isFinite(target) || wins < 100 || wins > 9800) throw new Error(texts.targetInvalid)
        const round = await call('/play/api/round', { stake, target, direction: form.direction.value })
        const result = $('dice-result')
        result.textContent = `${fill(texts.rolled, { roll: round.outcome.roll.toFixed(2) })} — ${
          round.outcome.win ? fill(texts.won, { amount: format(round.payout) }) : texts.lost
        }`
        result.dataset.win = String(round.outcome.win)
        await refresh()
        settled()
      })
    })
  }

  function setupSlot() {
    const form = $('slot-form')
    const total = Math.max(boot.minStake, 100)
    form.lineBet.value = money.format(Math.ceil(total / boot.lines) / scale)
    const update = () => {
      const line = toMinor(form.lineBet.value)
      $('slot-total').textContent = Number.isFinite(line) ? format(line * boot.lines) : '–'
    }
    const symbolName = (symbol) => texts[symbol] || boot.glyphs[symbol] || symbol
    const paragraph = (text, className) => {
      const item = document.createElement('p')
      item.textContent = text
      if (className) item.className = className
      return item
    }
    const spinLines = (spin) => [
      ...spin.wins.map((win) =>
        fill(texts.lineWin, {
          line: win.line,
          count: win.count,
          symbol: boot.glyphs[win.symbol],
          amount: format(win.payoutMinor),
        }),
      ),
      ...(spin.scatterPayout > 0
        ? [fill(texts.scatterWin, { count: spin.scatters, amount: format(spin.scatterPayout) })]
        : []),
    ]
    form.addEventListener('input', update)
    update()
    // A promotion's free spins on this slot: a button of their own while any are left.
    const free = $('slot-free')
    const freeStake = $('slot-free-stake')
    showFreeRounds = (rounds) => {
      free.hidden = !rounds
      freeStake.hidden = !rounds
      if (!rounds) return
      free.textContent = fill(texts.freeSpin, { count: rounds.remaining })
      freeStake.textContent = fill(texts.freeSpinStake, { amount: format(rounds.lineBet * boot.lines) })
    }
    free.addEventListener('click', () =>
      play(async () => show(await call('/play/api/round', { free: true }))),
    )
    form.addEventListener('submit', (event) => {
      event.preventDefault()
      play(async () => {
        const lineBet = toMinor(form.lineBet.value)
        const stake = lineBet * boot.lines
        if (!Number.isSafeInteger(lineBet) || lineBet < 1 || stake < boot.minStake || stake > boot.maxStake) {
          form.lineBet.setAttribute('aria-invalid', 'true')
          throw new Error(
            fill(texts.stakeInvalid, { min: format(boot.minStake), max: format(boot.maxStake) }),
          )
        }
        form.lineBet.removeAttribute('aria-invalid')
        await show(await call('/play/api/round', { lineBet }))
      })
    })
    async function show(round) {
      const rows = $('slot-grid').tBodies[0].rows
      const paying = new Set(round.outcome.wins.map((win) => win.line))
      round.outcome.grid.forEach((symbols, row) =>
        symbols.forEach((symbol, reel) => {
          const cell = rows[row].cells[reel]
          cell.textContent = boot.glyphs[symbol] || symbol
          cell.dataset.symbol = symbol
          cell.title = symbolName(symbol)
          cell.setAttribute('aria-label', symbolName(symbol))
        }),
      )
      $('slot-grid').dataset.win = String(paying.size > 0 || round.outcome.scatterPayout > 0)
      const result = $('slot-result')
      result.replaceChildren(
        paragraph(round.payout > 0 ? fill(texts.won, { amount: format(round.payout) }) : texts.lost, 'big'),
        ...spinLines(round.outcome).map((line) => paragraph(line)),
      )
      if (round.outcome.freeSpins.length) {
        result.append(paragraph(fill(texts.freeSpinsWon, { count: round.outcome.freeSpins.length }), 'big'))
        const list = document.createElement('ol')
        list.className = 'free-spins'
        for (const spin of round.outcome.freeSpins) {
          const item = document.createElement('li')
          item.textContent = [format(spin.payoutMinor), ...spinLines(spin)].join(' · ')
          list.append(item)
        }
        result.append(list)
      }
      await refresh()
      settled()
    }
  }

  function setupMines() {
    const form = $('mines-form')
    const cashout = $('mines-cashout')
    const tiles = [...document.querySelectorAll('#mines-field .tile')]
    let round = null
    form.stake.value = money.format(Math.max(boot.minStake, 100) / scale)

    const label = (index, state) => `${fill(texts.tile, { n: index + 1 })}: ${texts[state]}`
    function draw(view) {
      round = view && view.status === 'open' ? view : null
      const revealed = new Set(view ? view.revealed || (view.outcome && view.outcome.revealed) || [] : [])
      const mines = new Set(view && view.outcome ? view.outcome.mines : [])
      tiles.forEach((tile, index) => {
        const state = mines.has(index) ? 'mine' : revealed.has(index) ? 'safe' : 'hidden'
        tile.dataset.state = state
        tile.textContent = state === 'mine' ? '✕' : state === 'safe' ? '◆' : ''
        tile.setAttribute('aria-label', label(index, state))
        tile.disabled = !round || revealed.has(index)
      })
      form.stake.disabled = !!round
      form.mines.disabled = !!round
      $('mines-start').hidden = !!round
      cashout.hidden = !round || !round.cashOutValue
      if (round && round.cashOutValue)
        cashout.textContent = fill(texts.cashOut, { amount: format(round.cashOutValue) })
      const result = $('mines-result')
      if (round) result.textContent = fill(texts.nextTile, { amount: format(round.nextCashOutValue) })
      else if (view && view.outcome) {
        result.textContent =
          view.outcome.hit !== null && view.outcome.hit !== undefined
            ? texts.hitMine
            : fill(texts.won, { amount: format(view.payout) })
      }
    }

    form.addEventListener('submit', (event) => {
      event.preventDefault()
      play(async () => {
        const stake = stakeFrom(form.stake)
        draw(await call('/play/api/mines/start', { stake, mines: Number(form.mines.value) }))
        await refresh()
        tiles.find((tile) => !tile.disabled)?.focus()
      })
    })
    tiles.forEach((tile, index) =>
      tile.addEventListener('click', () => {
        if (!round) return
        play(async () => {
          const view = await call('/play/api/mines/reveal', { round: round.round, tile: index })
          draw(view)
          if (view.status === 'settled') {
            await refresh()
            settled()
            form.stake.focus()
          }
        })
      }),
    )
    cashout.addEventListener('click', () => {
      if (!round) return
      play(async () => {
        draw(await call('/play/api/mines/cashout', { round: round.round }))
        await refresh()
        settled()
        form.stake.focus()
      })
    })
    return (state) => draw(state.openRound)
  }

  $('seed-form').addEventListener('submit', (event) => {
    event.preventDefault()
    play(async () => {
      const clientSeed = $('client-seed').value.trim()
      if (!/^[A-Za-z0-9_-]{1,64}$/.test(clientSeed)) throw new Error(texts.clientSeedHint)
      const result = await call('/play/api/seed', { clientSeed })
      $('seed-revealed').textContent = fill(texts.revealed, {
        seed: result.previous.serverSeed,
        count: result.previous.roundsPlayed,
      })
      await refresh()
    })
  })

  // Engines with a script of their own (fishing.js) register their set-up before this script runs.
  const engines = { dice: setupDice, slot5x3: setupSlot, mines: setupMines, ...window.inhouseEngines }
  const resume = engines[engine]({
    boot,
    texts,
    money,
    scale,
    format,
    fill,
    call,
    play,
    stakeFrom,
    refresh,
    settled,
  })
  call('/play/api/state')
    .then((state) => {
      renderMeters(state)
      if (resume) resume(state)
    })
    .catch((error) => showError(error.code === 'launch.session.invalid' ? texts.sessionEnded : error.message))
  setInterval(tick, 1000)
  tick()
})()
