import type { Block } from './types'

// A time-out or self-exclusion as the session keeps it (RTS 14A): until when, in ms, or null while it holds
// until lifted. A time-out ends at its end; a self-exclusion holds past its end until the member's request
// to lift it has run its 24 hours (`liftsAt`), and an indefinite one until the operator lifts it.
export function breakOf(
  block: Block | null,
  now: number,
): { kind: Block['kind']; until: number | null } | undefined {
  if (!block) return undefined
  const end = block.kind === 'timeout' ? block.endsAt : block.liftsAt
  const until = end ? Date.parse(end) : null
  if (until !== null && (Number.isNaN(until) || until <= now)) return undefined
  return { kind: block.kind, until }
}
