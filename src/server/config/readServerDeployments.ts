import { join } from 'node:path'
import { readDeploymentRecordFile } from '../../adapters/deployment/readDeploymentRecordFile'
import type { DeploymentRecord } from '../../domain/deployment/DeploymentRecord'
import type { ServerConfig } from './ServerConfig'

/**
 * The deployment record of each chain the server serves, read from `FOMO_DEPLOYMENTS_DIR` (default
 * `<FOMO_DEVNET_DIR>/deployments`); a missing or unusable record fails with what to do.
 */
export async function readServerDeployments(
  config: Pick<ServerConfig, 'chains' | 'deploymentsDir' | 'devnetDir'>,
): Promise<DeploymentRecord[]> {
  const deploymentsDir = config.deploymentsDir ?? join(config.devnetDir, 'deployments')
  const deployments: DeploymentRecord[] = []
  for (const chainId of config.chains) {
    deployments.push(
      await readDeploymentRecordFile(
        join(deploymentsDir, `${chainId}.json`),
        chainId,
        'Start the devnet with `npm start` first, or set FOMO_DEPLOYMENTS_DIR to the folder holding the records `fomo deploy` wrote (or FOMO_CHAINS to the chains deployed).',
      ),
    )
  }
  return deployments
}
