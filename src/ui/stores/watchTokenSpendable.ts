import type { LiveChainReads } from '../../ports/LiveChainReads'
import { watchSpendable } from './watchSpendable'

/**
 * watchSpendable for a form that spends one token: `owner`'s balance of `token` and what `spender` may move of it,
 * once all three are known; with one missing nothing is followed and `undefined` comes back (a restartingReaction run
 * with nothing to stop).
 *
 * @example return watchTokenSpendable(this.live, { chainId, owner: account, spender: pool, token }, {
 *   balance: (b) => (this.balance = b),
 *   allowance: (a) => (this.allowance = a),
 * })
 */
export function watchTokenSpendable(
  live: Pick<LiveChainReads, 'watchBalances' | 'watchAllowances'>,
  of: {
    readonly chainId: number
    readonly owner: string | undefined
    readonly spender: string | undefined
    readonly token: string | undefined
  },
  on: {
    readonly balance: (value: bigint | undefined) => void
    readonly allowance: (value: bigint | undefined) => void
  },
): (() => void) | undefined {
  const { chainId, owner, spender, token } = of
  if (!owner || !spender || !token) return undefined
  return watchSpendable(
    live,
    { chainId, owner, spender, tokens: [token] },
    { balances: ([value]) => on.balance(value), allowances: ([value]) => on.allowance(value) },
  )
}
