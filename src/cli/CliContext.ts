import type { DeploymentRecords } from '../ports/DeploymentRecords'
import type { LeaderboardApi } from '../ports/LeaderboardApi'
import type { ProgrammeApi } from '../ports/ProgrammeApi'
import type { SeasonApi } from '../ports/SeasonApi'
import type { ChainSession, SignerOptions } from './compositionRoot'
import type { DeployTools } from './deployTools'
import type { DevnetTools } from './devnetTools'
import type { Output } from './output'

/** The global options every command sees, resolved. */
export interface CliSettings {
  devnetDir: string
  /** A real deployment's records (`--deployments`, FOMO_DEPLOYMENTS_DIR); absent: the devnet's. */
  deploymentsDir?: string
  chainId: number
  rpcUrl?: string
  storageDir: string
  output: Output
}

/** What every command gets from the program: the resolved global options and the composition roots. */
export interface CliContext {
  config(): CliSettings
  /** The deployment records, the devnet's or FOMO_DEPLOYMENTS_DIR's (bound in the composition root). */
  records(): DeploymentRecords
  /** The chains `fomo status` checks: those with a record in the deployments folder, else the devnet's two. */
  recordChains(): Promise<number[]>
  /** Opens the chosen chain's session (and its wallet when `signer` is given), runs `work`, then closes it. */
  withChain<T>(signer: SignerOptions | undefined, work: (session: ChainSession) => Promise<T>): Promise<T>
  /** The wallet the signing options pick (as `withChain`'s), without a chain: for commands that only sign messages. */
  messageSigner(signer: SignerOptions): Promise<MessageSigner>
  /** The FomoSwap API server at `baseUrl` (the invitation endpoint). */
  programmeApi(baseUrl: string): ProgrammeApi
  /** The FomoSwap API server at `baseUrl` (its season endpoints). */
  seasonApi(baseUrl: string): SeasonApi
  /** The FomoSwap API server at `baseUrl` (the directors' leaderboard). */
  leaderboardApi(baseUrl: string): LeaderboardApi
  /** The devnet's chains and accounts, starting it, moving its clock, probing a chain's node. */
  devnet: DevnetTools
  /** `fomo deploy`: a plan put on a real chain, dry-run or verified. */
  deploy: DeployTools
}

/** A key that signs personal messages (EIP-191), and its address. */
export interface MessageSigner {
  address(): Promise<string>
  signMessage(message: string): Promise<string>
}
