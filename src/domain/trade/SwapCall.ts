/** A V2 router swap method; the `…SupportingFeeOnTransferTokens` forms exist for exact-input swaps only. */
export type SwapMethodName =
  | 'swapExactETHForTokens'
  | 'swapExactETHForTokensSupportingFeeOnTransferTokens'
  | 'swapExactTokensForETH'
  | 'swapExactTokensForETHSupportingFeeOnTransferTokens'
  | 'swapExactTokensForTokens'
  | 'swapExactTokensForTokensSupportingFeeOnTransferTokens'
  | 'swapETHForExactTokens'
  | 'swapTokensForExactETH'
  | 'swapTokensForExactTokens'

/**
 * One way to send a swap through the FomoSwap router: the method, its arguments in ABI order (amounts and the
 * deadline as bigint, the path and the recipient as checksummed addresses) and the native value to attach.
 */
export interface SwapCall {
  readonly methodName: SwapMethodName
  readonly args: readonly (bigint | string | readonly string[])[]
  readonly value: bigint
}
