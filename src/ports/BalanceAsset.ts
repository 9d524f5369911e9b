/**
 * What a balance is read of: the chain's native coin (HT, BNB), or a token by its address (an LP token is a token).
 * A domain `Currency` is one as it is; an address is `{ kind: 'token', address }`.
 */
export type BalanceAsset = { readonly kind: 'native' } | { readonly kind: 'token'; readonly address: string }

/** The native coin as a balance asset. */
export const NATIVE_COIN: BalanceAsset = Object.freeze({ kind: 'native' })
