import type { DeploymentRecord } from '../../domain/deployment/DeploymentRecord'
import { deploymentRecordPath } from './deploymentRecordPath'
import { readDeploymentRecordFile } from './readDeploymentRecordFile'

/** Reads `<dir>/deployments/<chainId>.json`, failing with a message that says how to create it. */
export function readDeploymentRecord(devnetDir: string, chainId: number): Promise<DeploymentRecord> {
  return readDeploymentRecordFile(
    deploymentRecordPath(devnetDir, chainId),
    chainId,
    'Start the devnet with `npm start` (or `fomo devnet`) first, or point --devnet-dir at the folder that holds deployments/.',
  )
}
