/** The DK converter's terms as it holds them on chain, amounts in wei. */
export interface DkConverterTerms {
  dk: string
  dk2: string
  /** `ConvertBaseNumber`: DK per DK2. */
  baseNumber: bigint
  /** `getDkFee`, basis points. */
  feeBps: number
  minimumDk: bigint
  minimumDk2: bigint
}

/** Reads of the exchange contracts at the chain's latest block (what the index cannot know ahead of the chain). */
export interface ExchangeChainReads {
  dkConverterTerms(chainId: number, converter: string): Promise<DkConverterTerms>
  /** The number `account`'s next release withdrawal must carry (FomoInvestment's `withdrawalCount`). */
  withdrawalCount(chainId: number, investment: string, account: string): Promise<number>
  /** The investment contract's close time (seconds) and its totals. */
  investmentTerms(
    chainId: number,
    investment: string,
  ): Promise<{ closeTime: number; investmentMax: bigint; totalInvestment: bigint; totalWithdrawals: bigint }>
}

export const ExchangeChainReads = Symbol.for('ExchangeChainReads')
