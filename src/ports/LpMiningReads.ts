import type { MiningPoolFacts, MiningPositionFacts } from './MiningReads'

/** The LP-mining contract's pools and positions as it holds them now: what a pledge's or an LP withdrawal's checks read. */
export interface LpMiningReads {
  /** The pool of `lpToken`, or undefined when the contract has none. */
  pool(chainId: number, lpMining: string, lpToken: string): Promise<MiningPoolFacts | undefined>
  position(chainId: number, lpMining: string, lpToken: string, account: string): Promise<MiningPositionFacts>
}

export const LpMiningReads = Symbol.for('LpMiningReads')
