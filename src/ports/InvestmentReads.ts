/** The HJW exchange's on-chain close (FomoInvestment's `closeTime`) and the chain's time, read together. */
export interface InvestmentTerms {
  /** Seconds since the epoch: investments are refused from this time on. */
  closeTime: number
  /** Seconds since the epoch: the latest block's time (the time the contract checks against). */
  now: number
}

/** Reads the investment contract for the HJW exchange screen (the API has no close time). */
export interface InvestmentReads {
  /** The close of the investment contract at `investment` on `chainId`, and that chain's latest block time. */
  termsOf(chainId: number, investment: string): Promise<InvestmentTerms>
}

export const InvestmentReads = Symbol.for('InvestmentReads')
