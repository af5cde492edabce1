// The sportsbook page: lists one sport's fixtures and prices, keeps the bet slip (shared by the
// member's tabs of this game through localStorage, so a slip placed in one tab is refused in another),
// places it through /play/api/sports/slip, and shows the member's bets and the latest results.
;(() => {
  const { boot, texts, $, scale, money, format, fill, toMinor, call, showElapsed } = window.inhouseGame
  const decimal = new Intl.NumberFormat(boot.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
  const line = new Intl.NumberFormat(boot.locale, { signDisplay: 'exceptZero', minimumFractionDigits: 1 })
  const plain = new Intl.NumberFormat(boot.locale, { minimumFractionDigits: 1 })
  const time = new Intl.DateTimeFormat(boot.locale, { weekday: 'short', hour: '2-digit', minute: '2-digit' })
  const odds = (price) => decimal.format(price / 100)
  const el = (tag, props = {}, ...children) => {
    const node = document.createElement(tag)
    Object.assign(node, props)
    node.append(...children.filter((child) => child !== null && child !== undefined))
    return node
  }

  const storeKey = `sports-slip:${boot.slipKey}`
  let sport = document.querySelector('.tab')?.dataset.sport
  let book = null
  let busy = false
  let startedAt = Date.now()
  let settledSeen = null

  const newSlipId = () =>
    Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join(
      '',
    )
  const readSlip = () => {
    try {
      const saved = JSON.parse(localStorage.getItem(storeKey) || 'null')
      if (saved && Array.isArray(saved.legs) && typeof saved.id === 'string') return saved
    } catch {}
    return { id: newSlipId(), legs: [] }
  }
  let slip = readSlip()
  const saveSlip = () => {
    try {
      localStorage.setItem(storeKey, JSON.stringify(slip))
    } catch {}
  }

  function showError(message) {
    $('error').textContent = message || ''
  }

  const marketName = (market) => texts[`market_${market}`]
  function pickName(leg) {
    if (leg.market === 'totals') return fill(texts[`pick_${leg.pick}`], { line: plain.format(leg.line) })
    if (leg.pick === 'draw') return texts.pick_draw
    const team = leg.pick === 'home' ? leg.home : leg.away
    if (leg.market === 'handicap') return `${team} ${line.format(leg.pick === 'home' ? leg.line : -leg.line)}`
    return team
  }
  const versus = (fixture) => fill(texts.versus, { home: fixture.home, away: fixture.away })
  const inSlip = (fixture, market, pick) =>
    slip.legs.some((leg) => leg.fixture === fixture && leg.market === market && leg.pick === pick)

  function renderFixtures() {
    const list = $('fixture-list')
    list.replaceChildren()
    $('fixtures').setAttribute('aria-busy', 'false')
    if (!book.fixtures.length) {
      list.append(el('li', { className: 'empty', textContent: texts.noFixtures }))
      return
    }
    for (const fixture of book.fixtures) {
      const item = el(
        'li',
        { className: 'fixture' },
        el('h3', { textContent: versus(fixture) }),
        el('p', {
          className: 'kickoff',
          textContent: fill(texts.kickoff, { time: time.format(fixture.kickoffAt) }),
        }),
      )
      item.dataset.fixture = fixture.id
      for (const market of fixture.markets) {
        const group = el('div', { className: 'market' })
        group.setAttribute('role', 'group')
        const title = el('p', { className: 'market-name', textContent: marketName(market.market) })
        title.id = `m-${fixture.id}-${market.market}`
        group.setAttribute('aria-labelledby', title.id)
        const prices = el('div', { className: 'prices' })
        for (const choice of market.picks) {
          const leg = {
            fixture: fixture.id,
            home: fixture.home,
            away: fixture.away,
            kickoffAt: fixture.kickoffAt,
            market: market.market,
            pick: choice.pick,
            line: market.line,
            price: choice.price,
          }
          const button = el(
            'button',
            { type: 'button', className: 'price' },
            el('span', { className: 'pick', textContent: pickName(leg) }),
            el('strong', { textContent: odds(choice.price) }),
          )
          button.dataset.pick = choice.pick
          button.setAttribute('aria-pressed', String(inSlip(fixture.id, market.market, choice.pick)))
          button.addEventListener('click', () => toggleLeg(leg))
          prices.append(button)
        }
        group.append(title, prices)
        item.append(group)
      }
      item.append(
        el(
          'p',
          { className: 'hash' },
          `${texts.resultSeedHash}: `,
          el('code', { textContent: fixture.seedHash }),
        ),
      )
      list.append(item)
    }
  }

  // Each result recomputed here from its revealed seed, with the engine file the server runs: the seed's
  // SHA-256 against the hash shown before kick-off, the floats with Web Crypto, the score by the model.
  let engine = null
  let fair = null
  async function verifyResult(result, scheduleSeed) {
    engine ??= await import('/play/assets/sportsbook.mjs')
    fair ??= await import('/play/assets/fair-check.mjs')
    // A result's floats are the first of its seed with the fixture id as client seed and nonce 0.
    const values = await fair.fairFloats(result.seed, result.id, 0, engine.RESULT_FLOATS)
    const fixture = engine.fixtureOf(scheduleSeed, result.id)
    const score = engine.drawScore(engine.modelAt(scheduleSeed, fixture, fixture.kickoffAt), values)
    const hash = await fair.sha256Hex(result.seed)
    return hash === result.seedHash && score.home === result.score.home && score.away === result.score.away
  }

  function renderResults() {
    const list = $('result-list')
    list.replaceChildren()
    if (!book.results.length) {
      list.append(el('li', { textContent: texts.noResults }))
      return
    }
    for (const result of book.results) {
      const verdict = el('span', { className: 'verdict', textContent: texts.working })
      list.append(
        el(
          'li',
          {},
          el('strong', { textContent: `${versus(result)} ${fill(texts.score, result.score)}` }),
          el('br'),
          `${texts.resultSeed}: `,
          el('code', { textContent: result.seed }),
          el('br'),
          `${texts.resultSeedHash}: `,
          el('code', { textContent: result.seedHash }),
          el('br'),
          verdict,
        ),
      )
      verifyResult(result, book.scheduleSeed).then(
        (ok) => {
          verdict.textContent = ok ? texts.resultVerified : texts.mismatch
          verdict.dataset.verified = String(ok)
        },
        () => {
          verdict.textContent = texts.mismatch
          verdict.dataset.verified = 'false'
        },
      )
    }
  }

  function toggleLeg(leg) {
    const index = slip.legs.findIndex(
      (entry) => entry.fixture === leg.fixture && entry.market === leg.market && entry.pick === leg.pick,
    )
    if (index >= 0) slip.legs.splice(index, 1)
    else if (slip.legs.length < boot.maxLegs) slip.legs.push(leg)
    saveSlip()
    $('slip-note').textContent = ''
    renderSlip()
    if (book) renderFixtures()
  }

  const mode = () => $('slip-form').mode.value

  function renderSlip() {
    const form = $('slip-form')
    const legs = slip.legs
    $('slip-title').textContent = legs.length ? fill(texts.slipCount, { n: legs.length }) : texts.slip
    $('slip-jump').textContent = fill(texts.slipCount, { n: legs.length })
    $('slip-jump').hidden = legs.length === 0
    $('slip-empty').hidden = legs.length > 0
    form.hidden = legs.length === 0
    const list = $('slip-legs')
    list.replaceChildren()
    for (const leg of legs) {
      const remove = el('button', { type: 'button', className: 'remove', textContent: '×' })
      remove.setAttribute('aria-label', fill(texts.removeSelection, { pick: pickName(leg) }))
      remove.addEventListener('click', () => toggleLeg(leg))
      list.append(
        el(
          'li',
          {},
          el(
            'span',
            {},
            el('strong', { textContent: pickName(leg) }),
            ` @ ${odds(leg.price)}`,
            el('br'),
            el('small', { textContent: `${versus(leg)} · ${marketName(leg.market)}` }),
          ),
          remove,
        ),
      )
    }
    const fixtures = new Set(legs.map((leg) => leg.fixture))
    const multipleOk = legs.length >= 2 && fixtures.size === legs.length
    form.querySelector('input[value=multiple]').disabled = !multipleOk
    if (!multipleOk && mode() === 'multiple') form.querySelector('input[value=singles]').checked = true
    updateFigures()
  }

  function updateFigures() {
    const stake = toMinor($('slip-stake').value)
    const legs = slip.legs
    const multiple = mode() === 'multiple'
    const valid = Number.isSafeInteger(stake) && stake > 0
    const count = multiple ? 1 : legs.length
    $('slip-total').textContent = valid ? format(stake * count) : '–'
    if (multiple) {
      let product = 1
      for (const leg of legs) product *= leg.price / 100
      $('slip-odds').textContent = decimal.format(product)
      $('slip-payout').textContent = valid ? format(Math.floor(stake * product)) : '–'
    } else {
      $('slip-odds').textContent = '–'
      $('slip-payout').textContent = valid
        ? format(legs.reduce((sum, leg) => sum + Math.floor((stake * leg.price) / 100), 0))
        : '–'
    }
  }

  function renderBets(bets) {
    const list = $('bet-list')
    list.replaceChildren()
    if (!bets.length) {
      list.append(el('li', { textContent: texts.noBets }))
      return
    }
    for (const bet of bets) {
      const status =
        bet.status === 'open'
          ? texts.betOpen
          : bet.payout > 0
            ? fill(texts.betWon, { amount: format(bet.payout) })
            : texts.betLost
      const legs = el('ul', { className: 'legs' })
      for (const leg of bet.legs) {
        const state = !leg.result
          ? texts.legPending
          : `${fill(texts.score, leg.result)} · ${leg.result.won ? texts.legWon : texts.legLost}`
        legs.append(
          el(
            'li',
            {},
            `${versus(leg)} · ${marketName(leg.market)}: ${pickName(leg)} @ ${odds(leg.price)} · ${state}`,
          ),
        )
      }
      const item = el(
        'li',
        { className: 'bet' },
        el(
          'p',
          {},
          el('strong', {
            textContent:
              bet.kind === 'multiple' ? fill(texts.betMultiple, { n: bet.legs.length }) : texts.betSingle,
          }),
          ` · ${format(bet.stake)} @ ${odds(bet.price)} · `,
          el('span', { className: 'status', textContent: status }),
        ),
        legs,
      )
      item.dataset.status = bet.status === 'open' ? 'open' : bet.payout > 0 ? 'won' : 'lost'
      item.dataset.round = bet.round
      list.append(item)
    }
  }

  function renderState(state) {
    $('balance').textContent = format(state.balance)
    startedAt = Date.now() - state.session.elapsedMs
    $('net').textContent = format(state.session.net)
    $('net').dataset.sign = state.session.net > 0 ? 'up' : state.session.net < 0 ? 'down' : 'flat'
    $('rounds').textContent = String(state.session.rounds)
    renderBets(state.bets)
    // A bet settled since the last look moved money: the embedding page reads its figures again.
    const settled = state.bets.filter((bet) => bet.status !== 'open').length
    if (settledSeen !== null && settled !== settledSeen) notifyParent()
    settledSeen = settled
  }

  function notifyParent() {
    if (window.parent !== window) window.parent.postMessage({ type: 'game:round-settled' }, '*')
  }

  async function loadBook() {
    book = await call(`/play/api/sports/book?sport=${encodeURIComponent(sport)}`)
    renderFixtures()
    renderResults()
  }

  async function refresh() {
    try {
      const [state] = await Promise.all([call('/play/api/sports/state'), loadBook()])
      renderState(state)
    } catch (error) {
      showError(error.code === 'launch.session.invalid' ? texts.sessionEnded : error.message)
    }
  }

  function selectTab(tab) {
    document.querySelectorAll('.tab').forEach((other) => {
      const selected = other === tab
      other.setAttribute('aria-selected', String(selected))
      other.tabIndex = selected ? 0 : -1
    })
    sport = tab.dataset.sport
    $('fixtures').setAttribute('aria-busy', 'true')
    loadBook().catch((error) => showError(error.message))
  }

  const tabs = [...document.querySelectorAll('.tab')]
  tabs.forEach((tab, index) => {
    tab.addEventListener('click', () => selectTab(tab))
    tab.addEventListener('keydown', (event) => {
      const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
      if (!step) return
      event.preventDefault()
      const next = tabs[(index + step + tabs.length) % tabs.length]
      next.focus()
      selectTab(next)
    })
  })

  $('slip-jump').addEventListener('click', (event) => {
    event.preventDefault()
    $('slip').scrollIntoView({ block: 'start' })
    $('slip-stake').focus({ preventScroll: true })
  })

  const form = $('slip-form')
  $('slip-stake').value = money.format(Math.max(boot.minStake, 1000) / scale)
  form.addEventListener('input', updateFigures)
  form.addEventListener('change', updateFigures)
  $('slip-clear').addEventListener('click', () => {
    slip = { id: newSlipId(), legs: [] }
    saveSlip()
    renderSlip()
    if (book) renderFixtures()
  })
  form.addEventListener('submit', async (event) => {
    event.preventDefault()
    if (busy) return
    showError('')
    $('slip-note').textContent = ''
    const input = $('slip-stake')
    const stake = toMinor(input.value)
    if (!Number.isSafeInteger(stake) || stake < boot.minStake || stake > boot.maxStake) {
      input.setAttribute('aria-invalid', 'true')
      showError(fill(texts.stakeInvalid, { min: format(boot.minStake), max: format(boot.maxStake) }))
      input.focus()
      return
    }
    input.removeAttribute('aria-invalid')
    busy = true
    $('slip-place').disabled = true
    $('slip-place').setAttribute('aria-busy', 'true')
    try {
      const placed = await call('/play/api/sports/slip', {
        slipId: slip.id,
        mode: mode(),
        stake,
        legs: slip.legs.map(({ fixture, market, pick, price }) => ({ fixture, market, pick, price })),
      })
      slip = { id: newSlipId(), legs: [] }
      saveSlip()
      renderSlip()
      $('slip-note').textContent = fill(texts.placedBets, { n: placed.bets.length })
      notifyParent()
      await refresh()
    } catch (error) {
      if (error.code === 'sports.odds.changed' && error.value && Array.isArray(error.value.legs)) {
        for (const fresh of error.value.legs) {
          const leg = slip.legs.find(
            (entry) =>
              entry.fixture === fresh.fixture && entry.market === fresh.market && entry.pick === fresh.pick,
          )
          if (leg) leg.price = fresh.price
        }
        saveSlip()
        renderSlip()
        loadBook().catch(() => {})
      }
      if (error.code === 'sports.slip.placed') {
        slip = { id: newSlipId(), legs: [] }
        saveSlip()
        renderSlip()
        refresh()
      }
      showError(error.code === 'launch.session.invalid' ? texts.sessionEnded : error.message)
    } finally {
      busy = false
      $('slip-place').disabled = false
      $('slip-place').setAttribute('aria-busy', 'false')
    }
  })

  // Another tab of this game changed the slip (or placed it).
  window.addEventListener('storage', (event) => {
    if (event.key !== storeKey) return
    slip = readSlip()
    renderSlip()
    if (book) renderFixtures()
  })

  function tick() {
    showElapsed(startedAt)
  }

  renderSlip()
  refresh()
  setInterval(tick, 1000)
  setInterval(() => {
    if (!document.hidden && !busy) refresh()
  }, 15_000)
})()
