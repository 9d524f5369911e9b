import type { MiningEventOrigin } from '../mining/MiningEvent'

/** Where a bridge event sits in its chain, and which FomoBridge emitted it. Addresses are lowercase hex. */
export interface BridgeEventOrigin extends MiningEventOrigin {
  bridge: string
}

/**
 * A collection landed on its source chain (`Collected`): `sender` paid `amount` of `token`, `destroyAmount` went to
 * the destroy address, `fee` stays with the bridge, and `payout` (amount - destroyAmount - fee) is owed to `recipient`
 * on `targetChainId`, keyed by this event's chain, transaction hash and log index.
 */
export interface CollectedEvent extends BridgeEventOrigin {
  kind: 'collected'
  sender: string
  token: string
  /** 0x and 64 lowercase hex digits: recipient | target chain | nonce. */
  code: string
  recipient: string
  targetChainId: number
  amount: bigint
  destroyAmount: bigint
  fee: bigint
  payout: bigint
  nonce: bigint
}

/**
 * A payout on the target chain (`Transferred`): `amount` of `token` (the local twin) to `recipient` for the peer
 * chain's (`sourceChainId`) collection of nonce `sourceNonce`, seen in `sourceTxHash`, whose `hashs` key is `key`.
 */
export interface TransferredEvent extends BridgeEventOrigin {
  kind: 'transferred'
  key: string
  recipient: string
  token: string
  amount: bigint
  sourceChainId: number
  sourceTxHash: string
  sourceNonce: bigint
}

/** Nothing signed for `nonce` can land on this chain's bridge any more (`CollectionVoided`). */
export interface CollectionVoidedEvent extends BridgeEventOrigin {
  kind: 'collectionVoided'
  nonce: bigint
}

/** The facts the bridge's quota, relayer and delivery status are built from (issue 16). */
export type BridgeEvent = CollectedEvent | TransferredEvent | CollectionVoidedEvent
