import { keccak256 } from '../hash/keccak256'

const SEED = /^0x[0-9a-fA-F]{64}$/

/**
 * The winners of a prize draw (issue 15): a pure function of the draw's revealed `seed` (FomoPrizePool's
 * `DrawRevealed`, 32 bytes) and its eligible accounts, so anyone recomputes them from the chain. The eligible
 * accounts are lowercased, deduplicated and sorted (their order as given changes nothing); then a partial
 * Fisher–Yates shuffle picks prize i's winner: j = i + keccak256(seed ‖ uint256 i) mod (n − i), swapped into place i.
 * Each account wins at most one prize; with fewer accounts than prizes the later prizes have no winner (they stay in
 * the pool). The modulo's bias is below n / 2^256.
 *
 * @example drawWinners('0x…32 bytes', ['0xb…', '0xa…'], 1) // ['0xa…'] or ['0xb…'], the same for everyone
 */
export function drawWinners(seed: string, eligible: readonly string[], prizes: number): string[] {
  if (!SEED.test(seed)) throw new RangeError(`draw seed ${seed}: expected 0x and 64 hex digits`)
  const pool = [...new Set(eligible.map((account) => account.toLowerCase()))].sort()
  const winners = Math.min(prizes, pool.length)
  for (let i = 0; i < winners; i++) {
    const word = BigInt(keccak256(`${seed.toLowerCase()}${i.toString(16).padStart(64, '0')}`))
    const j = i + Number(word % BigInt(pool.length - i))
    ;[pool[i], pool[j]] = [pool[j]!, pool[i]!]
  }
  return pool.slice(0, winners)
}
