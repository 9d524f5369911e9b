import type { DeployOutcome } from './deployTools'

type DryRun = Extract<DeployOutcome, { mode: 'dry-run' }>

/**
 * A deploy dry run as lines for people: each transaction with its gas, a fixed figure said to be one (with why no
 * estimate could be made) rather than printed as if it were an estimate, then the total and how it was reached.
 */
export function describeDeployDryRun(outcome: DryRun, chainId: number): string[] {
  const lines = [`Dry run on chain ${chainId} from ${outcome.deployer}: nothing is sent.`]
  if (outcome.alreadyDone > 0) lines.push(`${outcome.alreadyDone} steps already done (journal).`)
  for (const tx of outcome.transactions) {
    const gas = tx.estimated ? `gas ${tx.gas}` : `gas ${tx.gas} (a fixed figure, not an estimate: ${tx.fixedBecause})`
    lines.push(`  ${tx.id}: ${tx.what}  ${gas}`)
  }
  const fixed = outcome.transactions.filter((tx) => !tx.estimated).length
  const how = outcome.simulated
    ? 'each estimated on a fork of the chain'
    : fixed === 0
      ? 'anvil is not installed: each estimated by the node'
      : `anvil is not installed: ${fixed} of the ${outcome.transactions.length} are fixed figures, not estimates, so the total is not one either`
  lines.push(
    `${outcome.transactions.length} transactions, ${outcome.totalGas} gas at ${outcome.gasPrice} wei: ${outcome.totalCost} (${how})`,
  )
  return lines
}
