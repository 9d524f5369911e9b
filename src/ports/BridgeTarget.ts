/** One payout: `transferToken(sourceToken, recipient, amount, sourceTxHash, logIndex)` on the target chain. */
export interface BridgeTransfer {
  readonly sourceToken: string
  readonly recipient: string
  readonly amount: bigint
  readonly sourceTxHash: string
  readonly sourceLogIndex: number
}

/** FomoBridge on a target chain as the relayer sees it, sending with the operator key. */
export interface BridgeTarget {
  readonly chainId: number
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
