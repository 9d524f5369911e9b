import { FomoError } from './FomoError'

/** No pair at the address is indexed on the chain. */
export class PairNotIndexedError extends FomoError {
  override readonly name = 'PairNotIndexedError'

  constructor(
    readonly chainId: number,
    readonly address: string,
  ) {
    super(`No pair ${address} is indexed on chain ${chainId}`, { details: { chainId, address } })
  }
}
