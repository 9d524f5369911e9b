/** One payout: `transferToken(sourceToken, recipient, amount, nonce, sourceTxHash)` on the target chain. */
export interface BridgeTransfer {
  readonly sourceToken: string
  readonly recipient: string
  readonly amount: bigint
  /** The collection's nonce on the source bridge: what the payout is keyed by. */
  readonly nonce: bigint
  /** Where the collection was seen (recorded in the `Transferred` event only). */
  readonly sourceTxHash: string
}

/** FomoBridge on a target chain as the relayer sees it, sending with the operator key. */
export interface BridgeTarget {
  readonly chainId: number
  /** The account that sends the payouts and pays their gas (the bridge's operator). */
  readonly operator: string
  /** The contract's `hashs(key)`: whether that source collection was paid. */
  isTransferred(key: string): Promise<boolean>
  /** The transaction of the `Transferred` event with `key`, or undefined when none is found. */
  transferTransaction(key: string): Promise<string | undefined>
  /** Signs and broadcasts `transferToken`; resolves with the transaction hash once the node accepted it. */
  send(transfer: BridgeTransfer): Promise<string>
  /** A sent transaction's fate: mined (succeeded or reverted), pending, or unknown to the node. */
  transactionStatus(txHash: string): Promise<'succeeded' | 'reverted' | 'pending' | 'unknown'>
  /** Whether the operator has transactions the node has not mined yet. */
  operatorBusy(): Promise<boolean>
}
