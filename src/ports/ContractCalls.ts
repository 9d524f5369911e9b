/** The contracts whose functions the app calls, by ABI. */
export type ContractAbi =
  | 'erc20'
  | 'wrappedNative'
  | 'router'
  | 'pair'
  | 'migrator'
  | 'v1Exchange'
  | 'v1Factory'
  | 'lpMining'
  | 'rewardDistributor'
  | 'capitalPool'
  | 'dkConverter'
  | 'investment'
  | 'titleNft'
  | 'bridge'

/**
 * ABI encoding of the calls a screen sends or estimates (the router's swaps and liquidity calls, `approve`, `deposit`,
 * `withdraw`, the migrator's `migrate`, V1 `removeLiquidity`): the call data for `method` with `args`.
 */
export interface ContractCalls {
  /** Asynchronous so that the app can load the ABIs (with ethers) on first use. */
  encode(abi: ContractAbi, method: string, args?: readonly unknown[]): Promise<string>
}

export const ContractCalls = Symbol.for('ContractCalls')
