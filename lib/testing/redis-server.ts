import { spawn, type ChildProcess } from 'node:child_process'
import net from 'node:net'
import { freePort } from './free-port'

// A real redis-server (the Debian package) on a free loopback port, with nothing persisted, for the
// tests of the Redis-backed stores. `npm test` installs the package where it is missing (scripts/ensure-tools.mjs).
export type RedisServer = { url: string; port: number; stop: () => Promise<void>; start: () => Promise<void> }

function answers(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = net.connect(port, '127.0.0.1')
      socket.once('connect', () => {
        socket.end()
        resolve()
      })
      socket.once('error', () => {
        socket.destroy()
        if (Date.now() > deadline) reject(new Error(`redis-server did not listen on ${port}`))
        else setTimeout(attempt, 50)
      })
    }
    attempt()
  })
}

export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort()
  let child: ChildProcess | undefined
  const start = async () => {
    child = spawn(
      process.env.REDIS_SERVER ?? 'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    )
    await answers(port, 10_000)
  }
  const stop = async () => {
    const running = child
    if (!running || running.exitCode !== null || running.signalCode !== null) return
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve())
      running.kill('SIGKILL')
    })
  }
  await start()
  return { url: `redis://127.0.0.1:${port}`, port, start, stop }
}
