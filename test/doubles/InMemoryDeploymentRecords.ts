import { DeploymentRecordError } from '../../src/adapters/deployment/DeploymentRecordError'
import type { DeploymentRecord } from '../../src/domain/deployment/DeploymentRecord'
import type { DeploymentRecords } from '../../src/ports/DeploymentRecords'

/** A DeploymentRecords double: records in a map; a missing one fails as the file adapter does. */
export class InMemoryDeploymentRecords implements DeploymentRecords {
  readonly records = new Map<number, DeploymentRecord>()

  async read(chainId: number): Promise<DeploymentRecord> {
    const record = this.records.get(chainId)
    if (!record) throw new DeploymentRecordError(`No deployment record for chain ${chainId}.`)
    return record
  }

  async write(record: DeploymentRecord): Promise<string> {
    this.records.set(record.chainId, record)
    return `memory:${record.chainId}`
  }
}
