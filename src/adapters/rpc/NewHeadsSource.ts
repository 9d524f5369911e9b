/** A node's stream of new block headers (`eth_subscribe('newHeads')`), as the block follower needs it. */
export interface NewHeadsSource {
  /**
   * Starts the stream: `onHead` gets each new head's block number; `onClosed` is called once if the stream cannot
   * start or ends by itself (not after the returned close function was called); `onOpen` once the node has confirmed
   * the stream, from which point no head is missed (a block mined while it was opening is not told: read it then).
   */
  subscribe(onHead: (blockNumber: number) => void, onClosed: (error: unknown) => void, onOpen?: () => void): () => void
}
