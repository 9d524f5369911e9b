import { join } from 'node:path'

/** Where a chain's deployment record lives inside a devnet folder. */
export function deploymentRecordPath(devnetDir: string, chainId: number): string {
  return join(devnetDir, 'deployments', `${chainId}.json`)
}
