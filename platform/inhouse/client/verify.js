// Recomputes a settled round in the browser: the seed's hash and the floats with Web Crypto
// (fair-check.mjs), the slot's reels with the very engine file the server runs (served as it is).
;(async () => {
  const boot = JSON.parse(document.getElementById('boot').textContent)
  const { round, texts } = boot
  const { fairFloats, sha256Hex } = await import('/play/assets/fair-check.mjs')
  const floats = (count) => fairFloats(round.serverSeed, round.clientSeed, round.nonce, count)

  async function recompute() {
    if (round.engine === 'dice') {
      const [value] = await floats(1)
      const roll = Math.floor(value * 10000)
      const { target, direction } = round.params
      const win = direction === 'under' ? roll < target : roll > target
      return { roll: roll / 100, target: target / 100, direction, win }
    }
    if (round.engine === 'slot5x3') {
      const { SLOT_FLOATS, spinRound } = await import('/play/assets/reels.mjs')
      const values = await floats(SLOT_FLOATS)
      let next = 0
      return spinRound(() => values[next++], round.params.lineBet)
    }
    if (round.engine === 'fishing') {
      const { FISHING_FLOATS, playShot } = await import('/play/assets/fishing.mjs')
      return playShot(await floats(FISHING_FLOATS), round.stake, round.params.fish).outcome
    }
    if (['roulette', 'baccarat', 'dragontiger'].includes(round.engine)) {
      const { TABLE_FLOATS, drawResult } = await import('/play/assets/tables.mjs')
      return drawResult(round.engine, await floats(TABLE_FLOATS[round.engine]))
    }
    if (round.engine === 'holdem') {
      const { HOLDEM_FLOATS, dealHand } = await import('/play/assets/holdem.mjs')
      return dealHand(await floats(HOLDEM_FLOATS))
    }
    const values = await floats(25)
    const tiles = Array.from({ length: 25 }, (_, index) => index)
    const order = values.map((value) => tiles.splice(Math.floor(value * tiles.length), 1)[0])
    return { mines: order.slice(0, round.params.mines).sort((a, b) => a - b) }
  }

  const recomputed = await recompute()
  document.getElementById('recomputed').textContent = JSON.stringify(recomputed, null, 1)
  const hashOk = (await sha256Hex(round.serverSeed)) === round.serverSeedHash
  // A table bet records its round's result beside what each of its bets returned; a hand records its cards beside how it was played.
  const recorded =
    round.outcome && round.outcome.result
      ? round.outcome.result
      : round.engine === 'holdem'
        ? round.outcome.hand
        : round.outcome
  const same =
    round.engine === 'mines'
      ? JSON.stringify(recomputed.mines) === JSON.stringify(recorded.mines)
      : JSON.stringify(recomputed) === JSON.stringify(recorded)
  const verdict = document.getElementById('verdict')
  verdict.textContent = hashOk && same ? `${texts.hashMatches} ${texts.verified}` : texts.mismatch
  verdict.className = hashOk && same ? 'ok' : 'error'
  verdict.dataset.verified = String(hashOk && same)
})()
