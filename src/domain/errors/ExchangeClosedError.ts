import { FomoError } from './FomoError'

/** The HJW exchange after its close time (spec sections 4, 5 and 8: closeExchange; the contract refuses it too). */
export class ExchangeClosedError extends FomoError {
  override readonly name = 'ExchangeClosedError'

  constructor(closeTime: number) {
    super('The exchange is closed', { details: { closeTime } })
  }
}
