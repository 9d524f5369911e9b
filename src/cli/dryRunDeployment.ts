import type { JsonRpcProvider } from 'ethers'
import { estimateDeployment } from '../adapters/deploy/estimateDeployment'
import { simulateDeployment } from '../adapters/deploy/simulateDeployment'
import { ACCESS_ROLES } from '../domain/deploy/accessRoles'
import type { DeploymentPlan } from '../domain/deploy/DeploymentPlan'
import type { DeployStep } from '../domain/deploy/DeployStep'
import { newestEvmTarget } from '../domain/deploy/evmFeatures'
import { type DeployOutcome, type DeployRequest, formatNative } from './deployTools'
import type { PreparedDeployment } from './runDeployCommand'

/**
 * `--dry-run`: on a fork of the chain when anvil is installed (every step estimated), else the node's estimates and
 * fixed figures; nothing is sent.
 */
export async function dryRunDeployment(
  provider: JsonRpcProvider,
  request: DeployRequest,
  plan: DeploymentPlan,
  { deployer, journal, features, build, steps }: PreparedDeployment,
): Promise<DeployOutcome> {
  const simulated = await simulateDeployment({
    rpcUrl: request.rpcUrl,
    chainId: plan.chainId,
    hardfork: newestEvmTarget(features!),
    deployer,
    build,
    steps,
    journal,
  })
  const estimates = simulated ?? (await estimateDeployment(provider, deployer, build, steps, journal))
  const gasPrice = BigInt(await provider.send('eth_gasPrice', []))
  const totalGas = estimates.reduce((sum, estimate) => sum + estimate.gas, 0n)
  return {
    mode: 'dry-run',
    deployer,
    simulated: simulated !== undefined,
    alreadyDone: steps.length - estimates.length,
    transactions: estimates.map(({ step, address, gas, estimated, fixedBecause }) => ({
      id: step.id,
      what: describeStep(step, address),
      gas: gas.toString(),
      estimated,
      ...(fixedBecause === undefined ? {} : { fixedBecause }),
    })),
    totalGas: totalGas.toString(),
    gasPrice: gasPrice.toString(),
    totalCost: formatNative(totalGas * gasPrice, plan.nativeSymbol),
  }
}

/** A step as a dry run prints it: `deploy FomoRouter(factory, 0x…) → 0x…` or `call factory.createPair(0x…, 0x…)`. */
function describeStep(step: DeployStep, address: string | undefined): string {
  const roleNames = new Map<unknown, string>(Object.entries(ACCESS_ROLES).map(([name, id]) => [id, name]))
  const args = step.args
    .map((arg) => {
      if (typeof arg === 'object' && !Array.isArray(arg)) return `<${(arg as { step: string }).step}>`
      return roleNames.get(arg) ?? JSON.stringify(arg)
    })
    .join(', ')
  if (step.kind === 'deploy') return `deploy ${step.contract}(${args})${address ? ` at ${address}` : ''}`
  return `call ${step.target}.${step.method}(${args})`
}
