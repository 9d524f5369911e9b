import { FomoError } from '../../domain/errors/FomoError'

/** The chain's deployment record names no DK converter or investment contract (deployed before the exchanges). */
export class NoExchangeContractsError extends FomoError {
  override readonly name = 'NoExchangeContractsError'

  constructor(chainId: number, contract: 'DK converter' | 'investment contract') {
    super(
      `Chain ${chainId}'s deployment record names no ${contract}: restart the devnet with \`npm start\` (it adds them), or pick another chain with --chain.`,
      { details: { chainId, contract } },
    )
  }
}
