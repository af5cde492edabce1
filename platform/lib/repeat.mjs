// @ts-check
// The platform's scheduled jobs: a task run now and then every `everyMs`, a failed run logged and retried
// at the next tick. The timer never keeps the process alive on its own.

/**
 * @param {() => void} task
 * @param {number} everyMs
 * @param {(error: unknown) => void} log
 * @returns {() => void} stops the timer
 */
export function repeatEvery(task, everyMs, log) {
  const run = () => {
    try {
      task()
    } catch (error) {
      log(error)
    }
  }
  run()
  const timer = setInterval(run, everyMs)
  timer.unref()
  return () => clearInterval(timer)
}
