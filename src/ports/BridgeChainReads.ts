/** A token's bridge terms as FomoBridge holds them now. */
export interface BridgeTokenTerms {
  readonly listed: boolean
  /** Basis points. */
  readonly serviceBps: number
  /** The chain's destroy rate, basis points. */
  readonly destroyBps: number
  /** The smallest amount a collection takes (FomoBridge.minAmountOf), base units. */
  readonly minAmount: bigint
}

/** Reads at a chain's latest block that signing a bridge collection needs (what the index cannot know ahead). */
export interface BridgeChainReads {
  /** `account`'s balance of the ERC-20 `token` on `chainId`, base units. */
  balanceOf(chainId: number, token: string, account: string): Promise<bigint>
  /** The token's listing and rates on the bridge, so that a signature names the figures the contract checks. */
  tokenTerms(chainId: number, bridge: string, token: string): Promise<BridgeTokenTerms>
}

export const BridgeChainReads = Symbol.for('BridgeChainReads')
