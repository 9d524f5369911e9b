import type { CollectedEvent, CollectionVoidedEvent, TransferredEvent } from '../domain/bridge/BridgeEvent'

/** The bridge events the indexer stored (collections on the source chains, payouts and voids), read back. */
export interface BridgeEvents {
  /**
   * Up to `limit` collections on `chainId` after `cursor` (from the start without one) up to block `toBlock`, in
   * chain order: the relayer reads collections past its confirmation depth with this.
   */
  collectionsSince(
    chainId: number,
    cursor: { readonly blockNumber: number; readonly logIndex: number } | undefined,
    toBlock: number,
    limit: number,
  ): Promise<CollectedEvent[]>
  /**
   * The collection of `code` (0x and 64 hex digits, any case) on `chainId`, or on any chain without one; undefined
   * when none is indexed. A code lands at most once per bridge: were it found twice, the earliest is returned.
   */
  collectionByCode(code: string, chainId?: number): Promise<CollectedEvent | undefined>
  /** The indexed collections of these codes, on any chain, in chain order (a page of records at once). */
  collectionsByCodes(codes: readonly string[]): Promise<CollectedEvent[]>
  /** The payouts on `chainId` whose `hashs` key is one of `keys` (none or one each, unless the contract broke). */
  transfersByKey(chainId: number, keys: readonly string[]): Promise<TransferredEvent[]>
  /** The voids on `chainId` of these nonces. */
  voids(chainId: number, nonces: readonly bigint[]): Promise<CollectionVoidedEvent[]>
}

export const BridgeEvents = Symbol.for('BridgeEvents')
