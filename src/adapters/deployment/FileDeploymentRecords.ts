import type { DeploymentRecord } from '../../domain/deployment/DeploymentRecord'
import type { DeploymentRecords } from '../../ports/DeploymentRecords'
import { readDeploymentRecord } from './readDeploymentRecord'
import { writeDeploymentRecord } from './writeDeploymentRecord'

/** Deployment records as JSON files in `<devnetDir>/deployments/<chainId>.json`. */
export class FileDeploymentRecords implements DeploymentRecords {
  constructor(readonly devnetDir: string) {}

  read(chainId: number): Promise<DeploymentRecord> {
    return readDeploymentRecord(this.devnetDir, chainId)
  }

  write(record: DeploymentRecord): Promise<string> {
    return writeDeploymentRecord(this.devnetDir, record)
  }
}
