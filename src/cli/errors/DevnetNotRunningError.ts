import { FomoError } from '../../domain/errors/FomoError'

/** A command that needs the running devnet found no node at a chain's recorded RPC URL. */
export class DevnetNotRunningError extends FomoError {
  override readonly name = 'DevnetNotRunningError'

  constructor(chainId: number, rpcUrl: string, cause?: unknown) {
    super(
      `No devnet answers for chain ${chainId} at ${rpcUrl}: start it with \`npm start\` (or \`./fomo devnet\`) first.`,
      {
        details: { chainId, rpcUrl },
        cause,
      },
    )
  }
}
