import { createServer } from 'node:net'
import { JsonRpcProvider, Network, toBeHex } from 'ethers'
import { foundryBinary } from '../../../scripts/toolchain.mjs'
import type { EvmTarget } from '../../domain/deploy/DeploymentPlan'
import type { DeployStep } from '../../domain/deploy/DeployStep'
import { startAnvilChain } from '../devnet/startAnvilChain'
import { DeployError } from './DeployError'
import type { DeployJournal } from './deployJournal'
import { encodeStep, stepAddress } from './encodeStep'
import type { EstimatedStep } from './estimateDeployment'
import type { ContractBuild } from './loadContractBuild'
import { shortRpcReason } from './shortRpcReason'

/** What a simulated run needs: the real chain's node, the EVM it runs, the deployer and the steps still to send. */
export interface DeploymentSimulation {
  rpcUrl: string
  chainId: number
  /** The newest build the chain runs (its probed EVM): the fork runs that hardfork. */
  hardfork: EvmTarget
  deployer: string
  build: ContractBuild
  steps: readonly DeployStep[]
  journal: DeployJournal
}

/**
 * Every transaction a deployment still has to send, estimated on a fork of the real chain (anvil forking `rpcUrl` at
 * its head, at the chain's hardfork): each step is estimated with eth_estimateGas, the figure the real run signs with,
 * then sent there as the deployer (impersonated, funded on the fork only), so each later step is estimated against
 * the contracts the earlier ones left. Nothing reaches the real chain. Undefined when anvil is not installed (a
 * production install without the dev packages): the caller falls back to the node's own estimates.
 */
export async function simulateDeployment(simulation: DeploymentSimulation): Promise<EstimatedStep[] | undefined> {
  try {
    foundryBinary('anvil')
  } catch {
    return undefined
  }
  const fork = await startAnvilChain({
    chainId: simulation.chainId,
    port: await freeLoopbackPort(),
    forkUrl: simulation.rpcUrl,
    hardfork: simulation.hardfork,
  })
  const provider = new JsonRpcProvider(fork.rpcUrl, Network.from(simulation.chainId), {
    staticNetwork: true,
    batchMaxCount: 1,
    cacheTimeout: -1,
  })
  try {
    const { deployer, build, journal } = simulation
    await provider.send('anvil_impersonateAccount', [deployer])
    await provider.send('anvil_setBalance', [deployer, toBeHex(10n ** 30n)]) // the real balance is the run's concern
    const addresses: Record<string, string> = {}
    const estimates: EstimatedStep[] = []
    for (const step of simulation.steps) {
      const entry = journal.steps[step.id]
      let created = entry?.done ? entry.address : undefined
      if (!entry?.done) {
        const tx = { ...(await encodeStep(step, build, (id) => addresses[id])), from: deployer }
        const gas = BigInt(await provider.send('eth_estimateGas', [tx]).catch(refused(step)))
        const hash: string = await provider.send('eth_sendTransaction', [{ ...tx, gas: toBeHex(gas) }])
        let receipt = await provider.getTransactionReceipt(hash)
        while (receipt === null) {
          // anvil mines at once, but may answer the receipt a moment later
          await new Promise((resolve) => setTimeout(resolve, 20))
          receipt = await provider.getTransactionReceipt(hash)
        }
        if (receipt.status !== 1) throw refused(step)(new Error(`the simulated transaction ${hash} reverted`))
        created = receipt.contractAddress ?? undefined
        estimates.push({ step, address: created, gas, estimated: true })
      }
      const address = stepAddress(step, build, (id) => addresses[id], created)
      if (address !== undefined) addresses[step.id] = address
    }
    return estimates
  } finally {
    provider.destroy()
    await fork.stop()
  }
}

/** A step the fork refused: the real run would fail there too, so the dry run stops and says so (no calldata). */
function refused(step: DeployStep) {
  return (error: unknown): never => {
    throw new DeployError(
      `The dry run stops at step ${step.id}: it fails on a fork of the chain (${shortRpcReason(error)}), so the deployment would fail there too. Nothing was sent: fix the plan (or fund what it needs) and run again.`,
      { details: { step: step.id } },
    )
  }
}

function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}
