import type { DeploymentRecords } from '../ports/DeploymentRecords'
import type { ChainSession, SignerOptions } from './compositionRoot'
import type { Output } from './output'

/** The global options every command sees, resolved. */
export interface CliSettings {
  devnetDir: string
  chainId: number
  rpcUrl?: string
  storageDir: string
  output: Output
}

/** What every command gets from the program: the resolved global options and the composition roots. */
export interface CliContext {
  config(): CliSettings
  /** The devnet's deployment records (bound in the composition root). */
  records(): DeploymentRecords
  /** Opens the chosen chain's session (and its wallet when `signer` is given), runs `work`, then closes it. */
  withChain<T>(signer: SignerOptions | undefined, work: (session: ChainSession) => Promise<T>): Promise<T>
}
