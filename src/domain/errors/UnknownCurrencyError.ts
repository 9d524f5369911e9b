import { FomoError } from './FomoError'

/** A token named by symbol or address is not among the chain's known tokens. */
export class UnknownCurrencyError extends FomoError {
  override name = 'UnknownCurrencyError'

  constructor(query: string, chainId: number) {
    super(
      `Unknown token "${query}" on chain ${chainId}: use a symbol or address that \`fomo tokens\` lists, or the native coin's symbol.`,
      { details: { query, chainId } },
    )
  }
}
