import { runInAction } from 'mobx'
import type { BlockNumbers } from '../../ports/BlockNumbers'
import { observableExcept } from './observableExcept'

/** The latest block of the network the app shows, followed while that network is shown. */
export class BlockStore {
  blockNumbers = new Map<number, number>()
  private stop: (() => void) | undefined
  private watchedChainId: number | undefined

  constructor(private readonly source: BlockNumbers) {
    observableExcept(this, ['source', 'stop', 'watchedChainId'])
  }

  /** The latest block number seen on `chainId`. */
  blockNumber(chainId: number): number | undefined {
    return this.blockNumbers.get(chainId)
  }

  /** Follows `chainId` only (an idle page polls just the network it shows). */
  watch(chainId: number): void {
    if (this.watchedChainId === chainId) return
    this.stop?.()
    this.watchedChainId = chainId
    this.stop = this.source.subscribe(chainId, (blockNumber) =>
      runInAction(() => this.blockNumbers.set(chainId, blockNumber)),
    )
  }
}
