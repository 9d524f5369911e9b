import { InvalidAmountError } from '../errors/InvalidAmountError'
import { MAX_UINT256 } from './uintLimits'

/** Throws InvalidAmountError unless a raw amount is a `uint256` (0 to 2^256 - 1). */
export function assertUint256(amount: bigint): void {
  if (amount < 0n || amount > MAX_UINT256) throw new InvalidAmountError(amount)
}
