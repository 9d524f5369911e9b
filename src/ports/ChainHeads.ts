/** Where an indexed chain stands: its last indexed block. */
export interface IndexedHead {
  number: number
  hash: string
  /** Seconds since the epoch. */
  timestamp: number
}

/**
 * The indexed head of each chain and the stored blocks below it: what every programme's figures stand on (the mining,
 * season and bounty ledgers, the release, the bridge's confirmations and deadlines), whichever events it reads.
 */
export interface ChainHeads {
  /** The last block indexed on `chainId`, or undefined before the first range. */
  head(chainId: number): Promise<IndexedHead | undefined>
  /** Whether `hash` is still the stored block `number` (false once a reorganisation replaced or removed it). */
  isCanonical(chainId: number, number: number, hash: string): Promise<boolean>
}

export const ChainHeads = Symbol.for('ChainHeads')
