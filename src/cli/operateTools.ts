import type { OperatorTransaction } from '../adapters/operate/runOperatorCalls'
import type { SignerOptions } from './compositionRoot'

/** What an operator command does, its amounts still as typed (whole token units) and tokens by symbol or address. */
export type OperatorAction =
  | { kind: 'season-open'; season: number; endTime: number; nft1Ask: string; nft2Ask: string }
  | { kind: 'season-fund'; season: number; amount: string; token: string }
  | { kind: 'fund-mining' | 'fund-prize-pool' | 'fund-bridge' | 'fund-converter'; amount: string; token: string }
  | { kind: 'set-cap'; contract: CappedContract; token: string; amount: string }
  | { kind: 'rotate-signer'; signer: string }
  | { kind: 'pause' | 'unpause'; contracts: string[] }

/** The contracts whose payouts of a token are capped over any 24 hours (the bridge's cap is on what leaves it). */
export type CappedContract = 'rewardDistributor' | 'investment' | 'bridge'

/** One operator command to run on a chain, signed like `fomo deploy` (keystore, key or, on a devnet, an account). */
export interface OperateRequest extends SignerOptions {
  chainId: number
  rpcUrl?: string
  devnetDir: string
  deploymentsDir?: string
  action: OperatorAction
  dryRun: boolean
  onProgress(line: string): void
}

/** What it did (or, on a dry run, would do). */
export interface OperateOutcome {
  chainId: number
  from: string
  dryRun: boolean
  transactions: OperatorTransaction[]
}

/** `fomo operate` composed from the operate adapters; loaded only when a command runs. */
export const operateTools = {
  async run(request: OperateRequest): Promise<OperateOutcome> {
    const { runOperateCommand } = await import('./runOperateCommand')
    return runOperateCommand(request)
  },
}
