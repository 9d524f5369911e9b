import { getCreateAddress, type JsonRpcProvider } from 'ethers'
import type { DeployStep } from '../../domain/deploy/DeployStep'
import type { DeployJournal } from './deployJournal'
import { encodeStep, stepAddress } from './encodeStep'
import type { ContractBuild } from './loadContractBuild'
import { shortRpcReason } from './shortRpcReason'

/**
 * Gas for a call whose target is not deployed yet, so the node cannot estimate it: above what each method used on
 * anvil for a full plan (gas used: createPair 1.80M, addPool 116k, setLockOption 79k, setDailyCap 48k, setToken and
 * setDepositOption 48k, collectionTokenInit 94k, grantRole 51k, renounceRole 25k).
 */
export const FIXED_CALL_GAS: Readonly<Record<string, bigint>> = {
  createPair: 2_400_000n,
  addPool: 130_000n,
  setLockOption: 100_000n,
  setDailyCap: 60_000n,
  setToken: 55_000n,
  setDepositOption: 55_000n,
  collectionTokenInit: 120_000n,
  setMinAmount: 50_000n,
  grantRole: 60_000n,
  renounceRole: 35_000n,
}
const UNKNOWN_CALL_GAS = 150_000n
/** For a creation the node refused to estimate (a constructor that calls an address not deployed yet). */
const FALLBACK_DEPLOY_GAS = 5_000_000n

/** One transaction a dry run would send, with its gas: `estimated` false marks a fixed figure, said to be one. */
export interface EstimatedStep {
  step: DeployStep
  /** The contract address it would create (CREATE from the deployer at its nonce). */
  address?: string
  gas: bigint
  estimated: boolean
  /** Why a fixed figure stands in for an estimate (with `estimated` false). */
  fixedBecause?: string
}

/**
 * The transactions a deployment still has to send (the journal's finished steps left out) with their gas, sending
 * nothing: each creation estimated by the node with eth_estimateGas on its creation code, later addresses predicted as
 * CREATE(deployer, nonce + i); calls to contracts already on the chain estimated too, the others at FIXED_CALL_GAS.
 */
export async function estimateDeployment(
  provider: JsonRpcProvider,
  deployer: string,
  build: ContractBuild,
  steps: readonly DeployStep[],
  journal: DeployJournal,
): Promise<EstimatedStep[]> {
  const addresses: Record<string, string> = {}
  const onChain = new Set<string>()
  let nonce = await provider.getTransactionCount(deployer, 'pending')
  const estimates: EstimatedStep[] = []
  for (const step of steps) {
    const entry = journal.steps[step.id]
    const done = entry?.done === true
    const created =
      step.kind === 'deploy' ? (done ? entry.address : getCreateAddress({ from: deployer, nonce })) : undefined
    if (!done) {
      const tx = await encodeStep(step, build, (id) => addresses[id])
      const canEstimate = step.kind === 'deploy' || onChain.has(step.target)
      let fixedBecause: string | undefined = canEstimate ? undefined : 'its target is not deployed yet'
      const gas = canEstimate
        ? await provider.estimateGas({ ...tx, from: deployer }).catch((error: unknown) => {
            fixedBecause = `the node could not estimate it (${shortRpcReason(error)})` // kept, not swallowed
            return undefined
          })
        : undefined
      const fixed = step.kind === 'deploy' ? FALLBACK_DEPLOY_GAS : (FIXED_CALL_GAS[step.method] ?? UNKNOWN_CALL_GAS)
      estimates.push(
        gas === undefined
          ? { step, address: created, gas: fixed, estimated: false, fixedBecause }
          : { step, address: created, gas, estimated: true },
      )
      nonce += 1
    } else if (step.kind === 'deploy') onChain.add(step.id)
    const address = stepAddress(step, build, (id) => addresses[id], created)
    if (address !== undefined) addresses[step.id] = address
  }
  return estimates
}
