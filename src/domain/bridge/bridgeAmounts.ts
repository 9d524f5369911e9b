import { InvalidAmountError } from '../errors/InvalidAmountError'
import { InvalidBridgeRateError } from '../errors/InvalidBridgeRateError'

/** A token's bridge rates as FomoBridge holds them, in basis points (1/10000) of the amount sent. */
export interface BridgeRates {
  /** The token's service fee rate (`tokenConfig(token).serviceBps`, the spec's ConvertServiceRate); at most 1000. */
  readonly serviceBps: number
  /** The chain's destroy rate (`destroyBps`, the spec's destroy_rate); at most 5000. */
  readonly destroyBps: number
}

/** What a collection of `amount` comes to, in the token's base units. */
export interface BridgeAmounts {
  readonly amount: bigint
  /** Sent to the destroy address on the source chain. */
  readonly destroyAmount: bigint
  /** Kept by the bridge on the source chain. */
  readonly fee: bigint
  /** Paid to the recipient on the target chain: amount - destroyAmount - fee. */
  readonly payout: bigint
}

/** FomoBridge's MAX_SERVICE_BPS and MAX_DESTROY_BPS. */
export const MAX_SERVICE_BPS = 1_000
export const MAX_DESTROY_BPS = 5_000
const BPS = 10_000n
const MAX_UINT256 = 2n ** 256n - 1n

/**
 * The destroy amount, the service fee and the payout of a collection, exactly as the contract computes them: each of
 * the destroy amount and the fee is floor(amount x rate / 10000), rounded down on its own, so the payout takes the
 * rounding dust (it is never less than the rates say). The contract refuses a collection signed with other figures.
 *
 * @throws InvalidAmountError for a negative or wider-than-uint256 amount.
 * @throws InvalidBridgeRateError for a rate that is not whole basis points within the contract's limit.
 * @example bridgeAmounts(12_345n, { serviceBps: 30, destroyBps: 200 }) // { destroyAmount: 246n, fee: 37n, payout: 12_062n, … }
 */
export function bridgeAmounts(amount: bigint, rates: BridgeRates): BridgeAmounts {
  if (amount < 0n || amount > MAX_UINT256) throw new InvalidAmountError(amount)
  checkRate('service', rates.serviceBps, MAX_SERVICE_BPS)
  checkRate('destroy', rates.destroyBps, MAX_DESTROY_BPS)
  const destroyAmount = (amount * BigInt(rates.destroyBps)) / BPS
  const fee = (amount * BigInt(rates.serviceBps)) / BPS
  return { amount, destroyAmount, fee, payout: amount - destroyAmount - fee }
}

function checkRate(rate: 'service' | 'destroy', bps: number, max: number): void {
  if (!Number.isInteger(bps) || bps < 0 || bps > max) throw new InvalidBridgeRateError(rate, bps, max)
}
