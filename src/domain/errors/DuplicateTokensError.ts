import { FomoError } from './FomoError'

/** A token list names the same token (chain id and address, any case) twice: the list's publisher must fix it. */
export class DuplicateTokensError extends FomoError {
  override readonly name = 'DuplicateTokensError'

  constructor(chainId: number, address: string) {
    super('duplicate tokens', { details: { chainId, address } })
  }
}
