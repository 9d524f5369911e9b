import { type FunctionFragment, Interface, type JsonRpcProvider } from 'ethers'
import type { DeploymentPlan } from '../../domain/deploy/DeploymentPlan'
import { deploymentChecks, normalise } from '../../domain/deploy/deploymentChecks'
import type { DeploymentRecord } from '../../domain/deployment/DeploymentRecord'
import { shortRpcReason } from './shortRpcReason'

/** A field whose value on the chain is not the plan's. */
export interface DeploymentMismatch {
  field: string
  expected: string
  actual: string
}

/**
 * Reads the deployment back from the chain: every contract of the record has code, and every value of
 * deploymentChecks (configuration and roles) is the plan's. Returns the mismatches by field (none: it matches).
 */
export async function verifyDeployment(
  provider: JsonRpcProvider,
  plan: DeploymentPlan,
  record: DeploymentRecord,
  deployer: string,
): Promise<{ checked: number; mismatches: DeploymentMismatch[] }> {
  const mismatches: DeploymentMismatch[] = []
  const contracts = Object.entries(record.contracts).filter(([, address]) => address !== undefined)
  const codes = await Promise.all(contracts.map(([, address]) => provider.getCode(address!)))
  contracts.forEach(([name, address], i) => {
    if (codes[i] === '0x') mismatches.push({ field: `${name}.code`, expected: `code at ${address}`, actual: 'none' })
  })
  const checks = deploymentChecks(plan, record, deployer)
  const actuals = await Promise.all(
    checks.map(async (check) => {
      try {
        const abi = new Interface([check.read])
        const fragment = abi.fragments[0] as FunctionFragment
        const data = abi.encodeFunctionData(fragment, check.args as unknown[])
        const result = abi.decodeFunctionResult(fragment, await provider.call({ to: check.address, data }))
        return normalise(plain(result[check.output ?? 0]))
      } catch (error) {
        return `unreadable (${shortRpcReason(error)})`
      }
    }),
  )
  checks.forEach((check, i) => {
    if (actuals[i] !== check.expected)
      mismatches.push({ field: check.field, expected: check.expected, actual: actuals[i]! })
  })
  return { checked: contracts.length + checks.length, mismatches }
}

/** ethers' Result lists and bigints as the plain values normalise compares. */
function plain(value: unknown): unknown {
  if (Array.isArray(value)) return [...value].map(plain)
  return typeof value === 'bigint' ? value.toString() : value
}
