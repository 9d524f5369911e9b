import type { DeploymentRecord } from '../deployment/DeploymentRecord'

/** The contracts `fomo deploy` creates, by their artifact name in the forge build. */
export type DeployableContract =
  | 'WHT'
  | 'WBNB'
  | 'FomoFactory'
  | 'FomoRouter'
  | 'Multicall3'
  | 'FomoLPMining'
  | 'FomoRewardDistributor'
  | 'FomoCapitalPool'
  | 'FomoDkConverter'
  | 'FomoInvestment'
  | 'FomoSeasons'
  | 'FomoTitleNFT'
  | 'FomoBridge'
  | 'FomoGameRecords'
  | 'FomoPrizePool'
  | 'FomoMigrator'

/**
 * One argument of a constructor or call: a plain value (an address, a decimal wei string, a number, a flag, a list), or
 * the address of an earlier step: a deployed contract (`{ step: 'factory' }`) or a pair its `createPair` step made.
 */
export type StepArg = string | number | boolean | { readonly step: string } | readonly StepArg[]

/** The name of a contract in the deployment record (`contracts.<name>`): a deploy step's id. */
export type RecordedContract = keyof DeploymentRecord['contracts']

/** A contract creation: the contract and its constructor arguments; its id names it in the deployment record. */
export interface DeployContractStep {
  readonly kind: 'deploy'
  /** Stable across runs of the same plan (the journal keys progress by it), and the record's name of the contract. */
  readonly id: RecordedContract
  readonly contract: DeployableContract
  readonly args: readonly StepArg[]
}

/** A call to a contract an earlier step deployed: `method` is the function's name in `contract`'s ABI. */
export interface CallStep {
  readonly kind: 'call'
  readonly id: string
  /** The id of the deploy step whose contract is called. */
  readonly target: string
  readonly contract: DeployableContract
  readonly method: string
  readonly args: readonly StepArg[]
  /** Set on `createPair`: the two token arguments; the step's address is then the pair's (CREATE2 from the factory). */
  readonly createsPair?: true
}

/** One transaction of a deployment, in the order they must be sent. */
export type DeployStep = DeployContractStep | CallStep
