import type { Tenant } from '@/lib/tenant/config'

// The tenant the upstream tests call with. Each call gets its own upstream address (and, unless the test
// pins one, its own id), so no test reads another's cached answers or tripped breaker.
let seq = 0
export function testTenant(name: string, id = `${name}-${seq + 1}`): Tenant {
  seq += 1
  return {
    id,
    hosts: ['localhost'],
    merchantCode: 'SOL1',
    upstreamUrl: `http://${name}-${seq}.test`,
    brandName: 'Solara Games',
    defaultLocale: 'pt',
    locales: ['pt', 'en'],
    theme: { primary: '#000000', accent: '#000000', primaryText: '#ffffff' },
    forceLogin: false,
    timeZone: 'America/Sao_Paulo',
  }
}

// Answers every upstream call with `answer(url)` in the platform's envelope, and records the addresses
// called, in order, in the array it returns.
export function answerCalls(answer: (url: URL) => unknown): URL[] {
  const calls: URL[] = []
  global.fetch = jest.fn(async (input: URL | string) => {
    const url = new URL(String(input))
    calls.push(url)
    return Response.json({ success: true, value: answer(url) })
  }) as unknown as typeof fetch
  return calls
}
