// @ts-check
// A seeded xorshift32 stream of floats in [0, 1): simulations of the game engines draw from it, so a
// run of millions of rounds is repeatable.

/** @param {number} seed */
export function xorshift(seed) {
  let state = seed >>> 0 || 1
  return () => {
    state ^= state << 13
    state >>>= 0
    state ^= state >>> 17
    state ^= state << 5
    state >>>= 0
    return state / 2 ** 32
  }
}
