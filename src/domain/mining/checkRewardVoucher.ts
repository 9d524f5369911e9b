import { VoucherMismatchError } from '../errors/VoucherMismatchError'
import type { SignedRewardVoucher } from './rewardVoucher'

/** Who claims a reward voucher, on which chain, from the distributor the chain's deployment record names. */
export interface RewardClaimTarget {
  readonly chainId: number
  readonly account: string
  /** The chain's FomoRewardDistributor (its deployment record's `rewardDistributor`); undefined where there is none. */
  readonly distributor: string | undefined
}

/** Symbols and decimals of a voucher's reward tokens, for the transaction's summary. */
export type RewardTokenInfo = (token: string) => { symbol: string; decimals: number } | undefined

/**
 * Refuses a reward voucher the server handed over that the account should not send: one naming another account, for
 * another chain, or for another contract than the chain's distributor (the wallet would call whatever it names), and
 * one whose tokens and totals differ in number. Runs before anything is read or sent.
 *
 * @throws VoucherMismatchError, saying which.
 */
export function checkRewardVoucher(voucher: SignedRewardVoucher, target: RewardClaimTarget): void {
  if (voucher.account.toLowerCase() !== target.account.toLowerCase())
    throw new VoucherMismatchError('it names another account')
  if (voucher.chainId !== target.chainId) throw new VoucherMismatchError(`it is for chain ${voucher.chainId}`)
  if (!target.distributor || voucher.distributor.toLowerCase() !== target.distributor.toLowerCase())
    throw new VoucherMismatchError("it is for another reward distributor than this chain's")
  if (voucher.tokens.length !== voucher.totalRewards.length)
    throw new VoucherMismatchError('its tokens and totals differ in number')
}

/** The summary's symbols and decimals looked up in a token list, by address in any case. */
export function rewardTokenInfo(
  tokens: readonly { readonly address: string; readonly symbol: string; readonly decimals: number }[],
): RewardTokenInfo {
  return (token) => {
    const info = tokens.find((candidate) => candidate.address.toLowerCase() === token.toLowerCase())
    return info && { symbol: info.symbol, decimals: info.decimals }
  }
}
