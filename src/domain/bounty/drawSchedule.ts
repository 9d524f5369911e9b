/** The prize draws' period: one draw per UTC day, closing at 00:00 UTC. */
export const DRAW_INTERVAL_SECONDS = 86_400
/** Each draw's prizes as shares of what the pool holds free when it is committed, in basis points: 5 %, 3 %, 2 %. */
export const DRAW_PRIZE_BPS: readonly number[] = [500, 300, 200]
/** How many blocks after its target a sealed draw can be revealed (FomoPrizePool.REVEAL_WINDOW). */
export const REVEAL_WINDOW_BLOCKS = 240
/** How long after its close a committed draw can be sealed (FomoPrizePool.SEAL_PERIOD, seconds). */
export const SEAL_PERIOD_SECONDS = 86_400

/**
 * The draw that `time` (seconds) falls in: it closes at the next 00:00 UTC strictly after `time`, and its id is the
 * UTC day number of its close (days since 1970-01-01), so every server derives the same id for the same day.
 *
 * @example scheduledDraw(86_400 * 20_000 + 5) // { drawId: 20001n, closeTime: 86_400 * 20_001 }
 */
export function scheduledDraw(time: number): { drawId: bigint; closeTime: number } {
  const day = Math.floor(time / DRAW_INTERVAL_SECONDS) + 1
  return { drawId: BigInt(day), closeTime: day * DRAW_INTERVAL_SECONDS }
}

/**
 * A draw's prizes from what the pool holds free of its token: DRAW_PRIZE_BPS of it each, the first prize the largest;
 * a prize that rounds to 0 is left out, so a small pool has fewer prizes and an empty one none. Their sum is at most
 * 10 % of `available`, so committing them never exceeds the pool.
 */
export function drawPrizes(available: bigint): bigint[] {
  return DRAW_PRIZE_BPS.map((bps) => (available * BigInt(bps)) / 10_000n).filter((prize) => prize > 0n)
}
