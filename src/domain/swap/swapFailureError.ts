import { FomoError } from '../errors/FomoError'
import { SwapFailedError } from '../errors/SwapFailedError'
import { TransactionRejectedError } from '../errors/TransactionRejectedError'

/** EIP-1193's "user rejected the request". */
const USER_REJECTED = 4001

function isUserRejection(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { code, error: inner } = error as { code?: unknown; error?: unknown }
  // ethers v6 reports a wallet's 4001 as ACTION_REJECTED; some wallets nest the EIP-1193 error one level down
  return code === USER_REJECTED || code === 'ACTION_REJECTED' || isUserRejection(inner)
}

/**
 * The error to show when sending a swap failed (spec section 8): 'Transaction rejected.' when the user rejected it in
 * the wallet (code 4001), the product's own errors as they are, else 'Swap failed: {message}' with the wallet's or node's message, the original as `cause`.
 *
 * @example swapFailureError({ code: 4001, message: 'User denied' }).message // 'Transaction rejected.'
 */
export function swapFailureError(error: unknown): FomoError {
  if (error instanceof FomoError) return error // already in the product's words (e.g. a reverted transaction)
  if (isUserRejection(error)) return new TransactionRejectedError(error)
  const message =
    typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string'
      ? (error as { message: string }).message
      : String(error)
  return new SwapFailedError(message, error)
}
