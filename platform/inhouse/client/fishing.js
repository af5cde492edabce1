// The fishing game's sea: fish swim across a canvas, a tap on one (or the Fire button with a fish
// chosen in the list) shoots at that kind of fish. Each shot is one round of /play/api/round; the
// server decides hit or miss, the canvas only shows it. Registered for play.js, which runs after.
;(() => {
  window.inhouseEngines = window.inhouseEngines || {}
  window.inhouseEngines.fishing = (api) => {
    const { boot, texts, fill, format, call, play, stakeFrom, refresh, settled } = api
    const form = document.getElementById('fish-form')
    const canvas = document.getElementById('sea')
    const result = document.getElementById('fish-result')
    const context = canvas.getContext('2d')
    const palette = boot.palette
    const kinds = boot.fish
    const calm = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    form.stake.value = api.money.format(Math.max(boot.minStake, 100) / api.scale)

    let width = 480
    let height = 270
    const fishes = []
    const shots = []
    const marks = []
    let aim = -Math.PI / 2

    function resize() {
      const ratio = window.devicePixelRatio || 1
      width = canvas.clientWidth || 480
      height = Math.round(width * 0.5625)
      canvas.width = Math.round(width * ratio)
      canvas.height = Math.round(height * ratio)
      context.setTransform(ratio, 0, 0, ratio, 0, 0)
    }

    // Smaller fish are more common on screen; what a shot pays depends only on the fish's kind.
    function spawn(fish = {}) {
      const weights = kinds.map((_, index) => kinds.length - index)
      let pick = Math.random() * weights.reduce((sum, weight) => sum + weight, 0)
      let index = 0
      while (pick >= weights[index]) pick -= weights[index++]
      const kind = kinds[Math.min(index, kinds.length - 1)]
      const size = (11 + index * 3.5) * Math.max(0.8, width / 480)
      const right = Math.random() < 0.5
      return Object.assign(fish, {
        kind,
        size,
        x: right ? -size * 2 - Math.random() * width * 0.5 : width + size * 2 + Math.random() * width * 0.5,
        y: height * (0.12 + Math.random() * 0.62),
        vx: (right ? 1 : -1) * (28 - index * 2) * (width / 480) * (calm ? 0.3 : 1),
        phase: Math.random() * Math.PI * 2,
      })
    }

    function drawFish(fish, time) {
      const y = fish.y + Math.sin(time / 600 + fish.phase) * fish.size * 0.3
      const facing = fish.vx >= 0 ? 1 : -1
      context.save()
      context.translate(fish.x, y)
      context.scale(facing, 1)
      context.fillStyle = palette.fish[fish.kind.id]
      context.beginPath()
      context.ellipse(0, 0, fish.size, fish.size * 0.55, 0, 0, Math.PI * 2)
      context.moveTo(-fish.size * 0.8, 0)
      context.lineTo(-fish.size * 1.5, -fish.size * 0.5)
      context.lineTo(-fish.size * 1.5, fish.size * 0.5)
      context.closePath()
      context.fill()
      context.fillStyle = '#0b1020'
      context.beginPath()
      context.arc(fish.size * 0.5, -fish.size * 0.12, Math.max(1.5, fish.size * 0.1), 0, Math.PI * 2)
      context.fill()
      context.restore()
      fish.drawnY = y
    }

    function frame(time) {
      const last = frame.last ?? time
      const seconds = Math.min(0.1, (time - last) / 1000)
      frame.last = time
      const gradient = context.createLinearGradient(0, 0, 0, height)
      gradient.addColorStop(0, palette.water[0])
      gradient.addColorStop(1, palette.water[1])
      context.fillStyle = gradient
      context.fillRect(0, 0, width, height)
      for (const fish of fishes) {
        fish.x += fish.vx * seconds
        if ((fish.vx > 0 && fish.x > width + fish.size * 3) || (fish.vx < 0 && fish.x < -fish.size * 3))
          spawn(fish)
        drawFish(fish, time)
      }
      const cannon = { x: width / 2, y: height - 4 }
      context.save()
      context.translate(cannon.x, cannon.y)
      context.rotate(aim + Math.PI / 2)
      context.fillStyle = palette.cannon
      context.fillRect(-5, -30, 10, 30)
      context.restore()
      context.fillStyle = palette.cannon
      context.beginPath()
      context.arc(cannon.x, cannon.y, 16, Math.PI, 0)
      context.fill()
      for (const shot of [...shots]) {
        shot.progress = Math.min(1, shot.progress + seconds * 3.5)
        const x = cannon.x + (shot.to.x - cannon.x) * shot.progress
        const y = cannon.y + (shot.to.y - cannon.y) * shot.progress
        context.fillStyle = palette.cannon
        context.beginPath()
        context.arc(x, y, 4, 0, Math.PI * 2)
        context.fill()
        if (shot.progress >= 1 && shot.done) {
          shots.splice(shots.indexOf(shot), 1)
          marks.push({ x: shot.to.x, y: shot.to.y, text: shot.label, age: 0, hit: shot.hit })
          if (shot.hit && shot.fish) spawn(shot.fish)
        }
      }
      for (const mark of [...marks]) {
        mark.age += seconds
        context.globalAlpha = Math.max(0, 1 - mark.age / 1.4)
        context.strokeStyle = '#ffffff'
        context.beginPath()
        context.arc(mark.x, mark.y, 6 + mark.age * 30, 0, Math.PI * 2)
        context.stroke()
        if (mark.hit) {
          context.fillStyle = '#ffe066'
          context.font = 'bold 16px system-ui, sans-serif'
          context.textAlign = 'center'
          context.fillText(mark.text, mark.x, mark.y - 12 - mark.age * 20)
        }
        context.globalAlpha = 1
        if (mark.age > 1.4) marks.splice(marks.indexOf(mark), 1)
      }
      window.requestAnimationFrame(frame)
    }

    function shoot(kindId, fish) {
      play(async () => {
        const stake = stakeFrom(form.stake)
        const target = fish
          ? { x: fish.x, y: fish.drawnY ?? fish.y }
          : { x: width * (0.2 + Math.random() * 0.6), y: height * 0.3 }
        aim = Math.atan2(target.y - (height - 4), target.x - width / 2)
        const shot = { to: target, progress: 0, done: false, fish, hit: false, label: '' }
        shots.push(shot)
        try {
          const round = await call('/play/api/round', { stake, fish: kindId })
          const name = texts[round.outcome.fish]
          shot.hit = round.outcome.hit
          shot.label = `+${format(round.payout)}`
          result.textContent = round.outcome.hit
            ? fill(texts.caught, {
                fish: name,
                multiplier: round.outcome.multiplier,
                amount: format(round.payout),
              })
            : fill(texts.escaped, { fish: name })
          result.dataset.win = String(round.outcome.hit)
          await refresh()
          settled()
        } finally {
          shot.done = true
        }
      })
    }

    form.addEventListener('submit', (event) => {
      event.preventDefault()
      const kindId = form.fish.value
      const visible = fishes.filter((fish) => fish.kind.id === kindId && fish.x > 0 && fish.x < width)
      shoot(kindId, visible[0])
    })
    canvas.addEventListener('pointerdown', (event) => {
      const box = canvas.getBoundingClientRect()
      const x = event.clientX - box.left
      const y = event.clientY - box.top
      const hit = fishes
        .map((fish) => ({ fish, distance: Math.hypot(fish.x - x, (fish.drawnY ?? fish.y) - y) }))
        .filter(({ fish, distance }) => distance < fish.size * 1.4 + 8)
        .sort((a, b) => a.distance - b.distance)[0]
      if (!hit) return
      event.preventDefault()
      form.fish.value = hit.fish.kind.id
      shoot(hit.fish.kind.id, hit.fish)
    })

    resize()
    for (let count = 0; count < 9; count += 1) {
      const fish = spawn()
      fish.x = Math.random() * width
      fishes.push(fish)
    }
    window.addEventListener('resize', resize)
    window.requestAnimationFrame(frame)
  }
})()
