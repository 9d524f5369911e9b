import type { DeploymentRecord } from './DeploymentRecord'

/** One chain an API server says it serves, with its contracts by record name (see GET /api/deployments). */
export interface ServedChain {
  chainId: number
  contracts: Record<string, string>
}

/**
 * Why the API server at `apiUrl`, serving `served`, is not this deployment's server for `record`'s chain: it does not
 * serve the chain, or serves it with other contracts (another devnet or deployment on the same port). Undefined when
 * it serves the same contracts.
 *
 * @example servedDeploymentProblem(record, 'http://127.0.0.1:8787', [{ chainId: 128, contracts: {…} }])
 */
export function servedDeploymentProblem(
  record: DeploymentRecord,
  apiUrl: string,
  served: readonly ServedChain[],
): string | undefined {
  const fix = 'pass --api <url> (or set FOMO_API_URL) for this deployment’s server'
  const chain = served.find((candidate) => candidate.chainId === record.chainId)
  if (!chain) {
    const chains = served.map((candidate) => candidate.chainId).join(', ') || 'none'
    return `The API server at ${apiUrl} serves chains ${chains}, not chain ${record.chainId}: ${fix}.`
  }
  for (const [name, address] of Object.entries(record.contracts)) {
    const theirs = chain.contracts[name]
    if (address && theirs && theirs.toLowerCase() !== address.toLowerCase()) {
      return `The API server at ${apiUrl} serves chain ${record.chainId} for another deployment (its ${name} is ${theirs}, this record's ${address.toLowerCase()}): ${fix}.`
    }
  }
  return undefined
}
