import { readFile } from 'node:fs/promises'
import { formatUnits } from 'ethers'
import type { DeploymentPlan } from '../domain/deploy/DeploymentPlan'
import { locateJsonError } from '../domain/deploy/locateJsonError'
import type { DeploymentRecord } from '../domain/deployment/DeploymentRecord'
import { DeployPlanFileError } from './errors/DeployPlanFileError'

/** What `fomo deploy` was asked to do. */
export interface DeployRequest {
  chainId: number
  /** The node the deployment talks to (--rpc); may carry a provider's key. */
  rpcUrl: string
  /** The URL written into the record (--public-rpc, else --rpc when it may be published): see publicRpcUrlOf. */
  publicRpcUrl: string
  /** The deployment's API server written into the record (--api-url): the CLI's default --api. */
  apiUrl?: string
  planFile: string
  outDir: string
  wrappedNative?: string
  keystore?: string
  mode: 'deploy' | 'dry-run' | 'verify-only'
  onProgress(line: string): void
}

/** One transaction of a dry run. */
export interface PlannedTransaction {
  id: string
  what: string
  gas: string
  /** False: a fixed figure, where the node could not estimate the step (said so, with `fixedBecause`). */
  estimated: boolean
  /** Why a fixed figure stands in: `its target is not deployed yet`, or the node's refusal in short. */
  fixedBecause?: string
}

/** A field read back from the chain that is not the plan's. */
export interface DeployMismatch {
  field: string
  expected: string
  actual: string
}

export type DeployOutcome =
  | {
      mode: 'dry-run'
      deployer: string
      /** Every step estimated on a fork of the chain (anvil), in order; false: the node's estimates and fixed figures. */
      simulated: boolean
      /** Steps a journal of this plan already finished (left out of `transactions`). */
      alreadyDone: number
      transactions: PlannedTransaction[]
      totalGas: string
      gasPrice: string
      /** The total at the gas price, in the native coin, e.g. `0.0123 BNB`. */
      totalCost: string
    }
  | {
      mode: 'deploy' | 'verify-only'
      deployer: string
      recordPath: string
      journalPath: string
      /** Transactions this run sent. */
      sent: number
      steps: number
      contracts: DeploymentRecord['contracts']
      checked: number
      mismatches: DeployMismatch[]
    }

/** `fomo deploy` composed from the deploy adapters; loaded only when the command runs. */
export interface DeployTools {
  run(request: DeployRequest): Promise<DeployOutcome>
  /**
   * The fields where the chain no longer matches the plan `fomo deploy` kept beside the record in `recordsDir`;
   * undefined when none is kept there.
   */
  drift(request: { chainId: number; rpcUrl: string; recordsDir: string }): Promise<DeployMismatch[] | undefined>
}

/** Reads and validates the plan file (the domain's validateDeploymentPlan), naming the file when it cannot be read. */
export async function readPlanFile(path: string, now: number): Promise<DeploymentPlan> {
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (cause) {
    throw new DeployPlanFileError(path, 'cannot be read: check the path', cause)
  }
  let input: unknown
  try {
    input = JSON.parse(text)
  } catch (cause) {
    const where = locateJsonError(text)
    const at = where ? ` at line ${where.line}, column ${where.column}: expected ${where.expected} there` : ''
    throw new DeployPlanFileError(path, `is not JSON${at}`, cause)
  }
  const { validateDeploymentPlan } = await import('../domain/deploy/validateDeploymentPlan')
  return validateDeploymentPlan(input, now)
}

/** Wei at a gas price, in the native coin with its symbol, to 6 decimals at most. */
export function formatNative(wei: bigint, symbol: string): string {
  const [whole, fraction = ''] = formatUnits(wei, 18).split('.')
  const trimmed = fraction.slice(0, 6).replace(/0+$/, '')
  return `${whole}${trimmed ? `.${trimmed}` : ''} ${symbol}`
}

export const deployTools: DeployTools = {
  async run(request) {
    const { runDeployCommand } = await import('./runDeployCommand')
    return runDeployCommand(request)
  },
  async drift(request) {
    const { deploymentDrift } = await import('./runDeployCommand')
    return deploymentDrift(request)
  },
}
