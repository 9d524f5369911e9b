import type { NewHeadsSource } from '../../src/adapters/rpc/NewHeadsSource'

/** A NewHeadsSource double: the test sends heads and ends the stream; it counts the streams opened and open. */
export class ScriptedNewHeads implements NewHeadsSource {
  opened = 0
  private current: { onHead: (n: number) => void; onClosed: (error: unknown) => void; onOpen: () => void } | undefined
  /** When set, the next stream ends as soon as it opens (a node without WebSocket). */
  refuse = false

  subscribe(
    onHead: (blockNumber: number) => void,
    onClosed: (error: unknown) => void,
    onOpen: () => void = () => {},
  ): () => void {
    this.opened++
    if (this.refuse) {
      onClosed(new Error('connection refused'))
      return () => {}
    }
    const stream = { onHead, onClosed, onOpen }
    this.current = stream
    return () => {
      if (this.current === stream) this.current = undefined
    }
  }

  get isOpen(): boolean {
    return this.current !== undefined
  }

  head(blockNumber: number): void {
    this.current?.onHead(blockNumber)
  }

  /** The node confirms the stream (its `eth_subscribe` answer). */
  confirm(): void {
    this.current?.onOpen()
  }

  /** The node drops the stream. */
  drop(): void {
    const stream = this.current
    this.current = undefined
    stream?.onClosed(new Error('socket closed'))
  }
}
