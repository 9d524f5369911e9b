import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { DeploymentRecord } from '../../domain/deployment/DeploymentRecord'
import type { DeploymentRecords } from '../../ports/DeploymentRecords'
import { readDeploymentRecord } from './readDeploymentRecord'
import { readDeploymentRecordFile } from './readDeploymentRecordFile'
import { writeDeploymentRecord } from './writeDeploymentRecord'

/**
 * Deployment records as JSON files in `<devnetDir>/deployments/<chainId>.json`, or in `deploymentsDir` when given (a real
 * deployment's folder, FOMO_DEPLOYMENTS_DIR: what `fomo deploy --out` wrote).
 */
export class FileDeploymentRecords implements DeploymentRecords {
  constructor(
    readonly devnetDir: string,
    readonly deploymentsDir?: string,
  ) {}

  read(chainId: number): Promise<DeploymentRecord> {
    if (this.deploymentsDir === undefined) return readDeploymentRecord(this.devnetDir, chainId)
    return readDeploymentRecordFile(
      join(this.deploymentsDir, `${chainId}.json`),
      chainId,
      'Run `fomo deploy` for that chain, or point FOMO_DEPLOYMENTS_DIR (--deployments) at the folder holding its record.',
    )
  }

  /** The chains with a record in `deploymentsDir` (none without one: the devnet's chains are known). */
  async chainIds(): Promise<number[]> {
    if (this.deploymentsDir === undefined) return []
    const names = await readdir(this.deploymentsDir).catch(() => [] as string[])
    return names.flatMap((name) => /^([1-9]\d{0,9})\.json$/.exec(name)?.[1] ?? []).map(Number)
  }

  write(record: DeploymentRecord): Promise<string> {
    return writeDeploymentRecord(this.devnetDir, record)
  }
}
