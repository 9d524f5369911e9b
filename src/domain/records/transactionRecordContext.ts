import type { NativeCurrency } from '../currency/NativeCurrency'
import type { Token } from '../currency/Token'
import type { TransactionRecordContext } from './transactionRecordRows'

/**
 * The context of a chain's transaction rows: its native coin (the wrapped token's address with it) and the tokens the
 * driver knows (the deployment's, the lists'), looked up by address in any case.
 */
export function transactionRecordContext(native: NativeCurrency, tokens: readonly Token[]): TransactionRecordContext {
  const known = new Map(
    [native.wrapped, ...tokens].map((token) => [
      token.address.toLowerCase(),
      { symbol: token.symbol, decimals: token.decimals },
    ]),
  )
  return {
    chainId: native.chainId,
    native: { symbol: native.symbol, wrapped: native.wrapped.address.toLowerCase() },
    tokenOf: (address) => known.get(address.toLowerCase()),
  }
}
