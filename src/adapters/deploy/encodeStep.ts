import { getAddress, Interface } from 'ethers'
import type { DeployStep, StepArg } from '../../domain/deploy/DeployStep'
import { deployedPairOf } from '../../domain/deploy/deployedPairOf'
import type { ContractBuild } from './loadContractBuild'

/** A step's transaction before nonce and gas: `to` is absent for a contract creation. */
export interface StepTransaction {
  to?: string
  data: string
}

/** The address of an earlier step, known (deployed) or predicted (dry run); undefined when it has none yet. */
export type StepAddresses = (stepId: string) => string | undefined

/**
 * The calldata of `step`: the creation code with its encoded constructor arguments, or the encoded call to its
 * target. Step references become addresses through `addressOf`.
 */
export async function encodeStep(
  step: DeployStep,
  build: ContractBuild,
  addressOf: StepAddresses,
): Promise<StepTransaction> {
  const artifact = await build.artifact(step.contract)
  const abi = new Interface(artifact.abi as never)
  const args = resolveArgs(step.args, addressOf)
  if (step.kind === 'deploy') return { data: `${artifact.bytecode}${abi.encodeDeploy(args).slice(2)}` }
  return { to: required(addressOf, step.target), data: abi.encodeFunctionData(step.method, args) }
}

/** The address a step leaves behind: a deploy's contract, or the pair a createPair step creates (CREATE2). */
export function stepAddress(
  step: DeployStep,
  build: ContractBuild,
  addressOf: StepAddresses,
  deployedAt: string | undefined,
): string | undefined {
  if (step.kind === 'deploy') return deployedAt
  if (!step.createsPair) return undefined
  const [a, b] = resolveArgs(step.args, addressOf) as [string, string]
  return deployedPairOf(required(addressOf, step.target), build.initCodeHash, getAddress(a), getAddress(b)).address
}

function resolveArgs(args: readonly StepArg[], addressOf: StepAddresses): unknown[] {
  return args.map((arg): unknown => {
    if (Array.isArray(arg)) return resolveArgs(arg, addressOf)
    if (typeof arg === 'object' && arg !== null && 'step' in arg) return required(addressOf, arg.step)
    return arg
  })
}

function required(addressOf: StepAddresses, stepId: string): string {
  const address = addressOf(stepId)
  // the steps are ordered so that each reference is to an earlier one: a miss is a broken step list
  if (address === undefined) throw new TypeError(`step ${stepId} has no address yet`)
  return address
}
