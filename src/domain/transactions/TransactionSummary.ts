/**
 * What a sent transaction did, as data (spec section 3's `summary`): each driver renders it in its own language
 * (formatjs in the app, English in the terminal). Amounts are decimal strings as shown when the transaction was sent.
 */
export type TransactionSummary =
  | { readonly kind: 'approve'; readonly symbol: string }
  | { readonly kind: 'wrap' | 'unwrap'; readonly amount: string; readonly from: string; readonly to: string }
  | {
      readonly kind: 'swap'
      readonly inputAmount: string
      readonly inputSymbol: string
      readonly outputAmount: string
      readonly outputSymbol: string
      /** Set when the output goes to another address than the sender. */
      readonly recipient?: string
    }
  | {
      readonly kind: 'addLiquidity' | 'removeLiquidity' | 'removeV1'
      readonly amountA: string
      readonly symbolA: string
      readonly amountB: string
      readonly symbolB: string
    }
  | { readonly kind: 'migrateV1'; readonly symbol: string }
  | { readonly kind: 'send'; readonly amount: string; readonly symbol: string; readonly recipient: string }
  | { readonly kind: 'pledge'; readonly amount: string; readonly symbol: string; readonly lockDays: string }
  | {
      readonly kind: 'withdrawLp' | 'capitalDeposit' | 'capitalWithdraw'
      readonly amount: string
      readonly symbol: string
    }
  | {
      readonly kind: 'convertDk'
      readonly amount: string
      readonly symbol: string
      readonly amountOut: string
      readonly symbolOut: string
    }
  | { readonly kind: 'investHjw' | 'withdrawRelease'; readonly amount: string; readonly symbol: string }
  /** A cross-chain transfer's collection; `targetChain` is the chain id it goes to. */
  | { readonly kind: 'bridge'; readonly amount: string; readonly symbol: string; readonly targetChain: string }
  /** `amounts`: each reward paid, as '12.5 AURA, 3 USDT'. */
  | { readonly kind: 'claimRewards'; readonly amounts: string }
  /** `tier`: '1' the adventurer's title, '2' the explorer's. */
  | { readonly kind: 'claimTitle'; readonly tier: string; readonly season: string }
