import { FomoError } from './FomoError'

/** A token the bridge does not carry from the chain asked (`get-convert-config` does not list it there). */
export class BridgeTokenNotListedError extends FomoError {
  override readonly name = 'BridgeTokenNotListedError'

  constructor(symbol: string, chainId: number, listed: readonly string[]) {
    super(`The bridge does not carry ${symbol} from chain ${chainId}: choose one of ${listed.join(', ') || 'none'}`, {
      details: { symbol, chainId, listed: [...listed] },
    })
  }
}
