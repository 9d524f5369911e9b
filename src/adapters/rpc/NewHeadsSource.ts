/** A node's stream of new block headers (`eth_subscribe('newHeads')`), as the block follower needs it. */
export interface NewHeadsSource {
  /**
   * Starts the stream: `onHead` gets each new head's block number; `onClosed` is called once if the stream cannot
   * start or ends by itself (not after the returned close function was called).
   */
  subscribe(onHead: (blockNumber: number) => void, onClosed: (error: unknown) => void): () => void
}
