import { runInAction } from 'mobx'
import type { LiveChainReads } from '../../ports/LiveChainReads'

/** Whose tokens a spend form follows, and which contract would move them. */
export interface SpendableOf {
  readonly chainId: number
  readonly owner: string
  readonly spender: string
  readonly tokens: readonly string[]
}

/**
 * Follows, per block, what a spend form needs to decide between Approve and its action: `owner`'s balance of each
 * token and what `spender` may move of it, each in the order of `tokens` (`undefined` until read and when a read
 * failed). Both callbacks run in a MobX action. Returns the function that stops both watches.
 *
 * @example stopLive = watchSpendable(live, { chainId, owner, spender: pool, tokens: [token] }, {
 *   balances: ([b]) => (this.balance = b),
 *   allowances: ([a]) => (this.allowance = a),
 * })
 */
export function watchSpendable(
  live: Pick<LiveChainReads, 'watchBalances' | 'watchAllowances'>,
  { chainId, owner, spender, tokens }: SpendableOf,
  on: {
    readonly balances: (values: (bigint | undefined)[]) => void
    readonly allowances: (values: (bigint | undefined)[]) => void
  },
): () => void {
  const known = (values: (bigint | null | undefined)[]) => values.map((value) => value ?? undefined)
  const assets = tokens.map((address) => ({ kind: 'token' as const, address }))
  const stopBalances = live.watchBalances(chainId, owner, assets, (values) =>
    runInAction(() => on.balances(known(values))),
  )
  const stopAllowances = live.watchAllowances(chainId, owner, spender, tokens, (values) =>
    runInAction(() => on.allowances(known(values))),
  )
  return () => {
    stopBalances()
    stopAllowances()
  }
}
