import { FomoError } from './FomoError'

/** A sent transaction has no receipt after its wait: it may still be mined. */
export class TransactionNotMinedError extends FomoError {
  override readonly name = 'TransactionNotMinedError'

  constructor(hash: string) {
    super(`Transaction ${hash} was not mined; check it later with \`fomo tx\`.`, { details: { hash } })
  }
}
