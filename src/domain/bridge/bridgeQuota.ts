import { BridgeQuotaExceededError } from '../errors/BridgeQuotaExceededError'
import { NoAuraPriceError } from '../errors/NoAuraPriceError'
import type { Ratio } from '../math/Ratio'

/**
 * The bridge's daily quota rule (issue 16), per sender and per UTC day, in AURA wei:
 *
 * - daily = base + min(cap, pledged LP value in AURA x multiplier). The pledged LP is the sender's LP in every LP-mining
 *   pool (on demand and in locks, matured or not) on both chains; each pair's LP is valued from its reserves at the
 *   pool's own chain's AMM prices in AURA (pledgedLiquidityValue).
 * - A transfer of token T takes quota = its amount valued in AURA on the source chain: AURA itself 1:1, any other
 *   token at its AMM price in AURA, rounded up (auraValue). Prices change only the quota, never a payout; they come
 *   from the indexed (confirmed) reserves, so a price pushed within one transaction (a flash loan) is never seen, and
 *   the contract's per-token daily cap bounds what any quota lets out.
 * - A reservation takes its quota on the UTC day it was signed and holds it until its code is collected (then it
 *   counts for good on that day), its deadline passes as the source chain's indexed head sees it, the contract voids
 *   its nonce, or it is returned early; then it is back, with no call (reservationHold).
 */
export interface BridgeQuotaTerms {
  /** What every address may move a day, in AURA wei. */
  readonly base: bigint
  /** The raise per AURA wei of pledged LP value, in basis points (20_000 = 2 AURA of quota per AURA pledged). */
  readonly multiplierBps: number
  /** The largest raise, in AURA wei. */
  readonly raiseCap: bigint
}

const WEI = 10n ** 18n
const BPS = 10_000n
const DAY_SECONDS = 86_400

/** The devnet's terms: 10,000 AURA a day, raised by 2x the pledged LP's AURA value up to 90,000 more (100,000 in all). */
export const DEVNET_BRIDGE_QUOTA_TERMS: BridgeQuotaTerms = {
  base: 10_000n * WEI,
  multiplierBps: 20_000,
  raiseCap: 90_000n * WEI,
}

/** One pledged LP balance with what values it: its pair's reserves and LP supply. */
export interface PledgedLiquidity {
  readonly token0: string
  readonly token1: string
  readonly reserve0: bigint
  readonly reserve1: bigint
  readonly totalSupply: bigint
  /** The sender's LP in the pool's mining contract, base units. */
  readonly pledged: bigint
}

/**
 * The AURA value (wei, rounded down) of pledged LP: the pledged share of the pair's reserves. Where both tokens have
 * an AURA price the value is twice the smaller side's (a pair whose price strays from the market's is valued at its
 * cheaper side); where one has, twice that side (the pair holds equal value on both sides at its own price); where
 * neither has, or the pair is empty, nothing.
 *
 * @param prices AURA wei per token base unit, keyed by lowercase token address (usdtPrices with AURA as the base).
 */
export function pledgedLiquidityValue(pledge: PledgedLiquidity, prices: ReadonlyMap<string, Ratio>): bigint {
  if (pledge.totalSupply <= 0n || pledge.pledged <= 0n) return 0n
  const side = (token: string, reserve: bigint): Ratio | undefined => {
    const price = prices.get(token.toLowerCase())
    return price && { numerator: reserve * price.numerator, denominator: price.denominator }
  }
  const [value0, value1] = [side(pledge.token0, pledge.reserve0), side(pledge.token1, pledge.reserve1)]
  let side2: Ratio | undefined // the side that counts, doubled below
  if (value0 && value1) {
    side2 = value0.numerator * value1.denominator <= value1.numerator * value0.denominator ? value0 : value1
  } else {
    side2 = value0 ?? value1
  }
  if (!side2 || side2.denominator === 0n) return 0n
  return (2n * side2.numerator * pledge.pledged) / (side2.denominator * pledge.totalSupply)
}

/** The daily quota (AURA wei) of a sender whose pledged LP is worth `pledgedValue` AURA wei. */
export function dailyBridgeQuota(terms: BridgeQuotaTerms, pledgedValue: bigint): bigint {
  const raise = pledgedValue > 0n ? (pledgedValue * BigInt(terms.multiplierBps)) / BPS : 0n
  return terms.base + (raise < terms.raiseCap ? raise : terms.raiseCap)
}

/**
 * The quota a transfer of `amount` base units of `token` takes, in AURA wei, rounded up: AURA 1:1, another token at
 * its AMM price in AURA on the source chain.
 *
 * @throws NoAuraPriceError when the token has no AURA price there.
 * @example auraValue(3n, usdt, aura, new Map([[usdt, { numerator: 1n, denominator: 2n }]])) // 2n (1.5 rounded up)
 */
export function auraValue(amount: bigint, token: string, aura: string, prices: ReadonlyMap<string, Ratio>): bigint {
  const key = token.toLowerCase()
  if (key === aura.toLowerCase()) return amount
  const price = prices.get(key)
  if (!price || price.denominator <= 0n || price.numerator < 0n) throw new NoAuraPriceError(key)
  return (amount * price.numerator + price.denominator - 1n) / price.denominator
}

/** The UTC day a moment falls on, as YYYY-MM-DD (the `quota_day` of a reservation made then). */
export function utcDay(unixSeconds: number): string {
  return new Date(Math.floor(unixSeconds / DAY_SECONDS) * DAY_SECONDS * 1000).toISOString().slice(0, 10)
}

/** When the quota of the UTC day holding `unixSeconds` resets: the next UTC midnight, unix seconds. */
export function quotaResetsAt(unixSeconds: number): number {
  return (Math.floor(unixSeconds / DAY_SECONDS) + 1) * DAY_SECONDS
}

/** A signed code's hold on the quota, as stored (bridge_reservations). */
export interface QuotaReservation {
  readonly code: string
  readonly sourceChainId: number
  /** AURA wei. */
  readonly quotaAmount: bigint
  /** YYYY-MM-DD, UTC. */
  readonly quotaDay: string
  readonly nonce: bigint
  /** Unix seconds: the contract refuses the collection in a block whose time is past it. */
  readonly deadline: number
  /** Unix seconds, when returned early by the route. */
  readonly returnedAt: number | null
}

/** What the chains tell of reservations: from the indexed events and heads. */
export interface QuotaChainFacts {
  /** Codes with an indexed `Collected` event on their source chain. */
  readonly collected: ReadonlySet<string>
  /** Nonces voided in final blocks, as `${sourceChainId}:${nonce}`. */
  readonly voided: ReadonlySet<string>
  /** The final head's time per source chain (unix seconds); absent before the chain's first final block. */
  readonly headTimes: ReadonlyMap<number, number>
}

/**
 * Whether a reservation holds quota: `collected` (for good), `pending` (it can still land), or `released` (it can no
 * longer land: its deadline is behind the source chain's final head, its nonce was voided in a final block, or it was
 * returned).
 * A collection wins over everything: quota that moved tokens never comes back.
 */
export function reservationHold(
  reservation: QuotaReservation,
  facts: QuotaChainFacts,
): 'collected' | 'pending' | 'released' {
  if (facts.collected.has(reservation.code)) return 'collected'
  if (reservation.returnedAt !== null) return 'released'
  if (facts.voided.has(`${reservation.sourceChainId}:${reservation.nonce}`)) return 'released'
  const headTime = facts.headTimes.get(reservation.sourceChainId)
  if (headTime !== undefined && headTime > reservation.deadline) return 'released'
  return 'pending'
}

/** The quota (AURA wei) the reservations take on `day`: those collected or still pending. */
export function quotaUsed(reservations: readonly QuotaReservation[], day: string, facts: QuotaChainFacts): bigint {
  let used = 0n
  for (const reservation of reservations) {
    if (reservation.quotaDay === day && reservationHold(reservation, facts) !== 'released') {
      used += reservation.quotaAmount
    }
  }
  return used
}

/**
 * Checks a new reservation fits: what remains of `daily` after `used` must cover `needed`.
 *
 * @throws BridgeQuotaExceededError otherwise, saying what remains and when it resets.
 */
export function checkQuota(daily: bigint, used: bigint, needed: bigint, now: number): void {
  const remaining = daily > used ? daily - used : 0n
  if (needed > remaining) throw new BridgeQuotaExceededError(needed, remaining, quotaResetsAt(now))
}
