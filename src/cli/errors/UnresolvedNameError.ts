import { FomoError } from '../../domain/errors/FomoError'

/** An `--address` names an account by a name that the chain's name service does not resolve (or it has none). */
export class UnresolvedNameError extends FomoError {
  override readonly name = 'UnresolvedNameError'

  constructor(name: string, chainId: number, hasNameService: boolean) {
    super(
      hasNameService
        ? `No address is registered for the name "${name}" on chain ${chainId}: give its 0x address.`
        : `Chain ${chainId} has no name service to resolve "${name}": give its 0x address.`,
      { details: { name, chainId } },
    )
  }
}
