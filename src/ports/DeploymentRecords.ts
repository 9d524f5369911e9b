import type { DeploymentRecord } from '../domain/deployment/DeploymentRecord'

/** Where each chain's deployment record (contract addresses, tokens, pairs) is kept. */
export interface DeploymentRecords {
  /** The record for `chainId`; fails with a message saying how to create it when there is none. */
  read(chainId: number): Promise<DeploymentRecord>
  /** Stores the record for its chain, replacing any earlier one; returns where it went. */
  write(record: DeploymentRecord): Promise<string>
}

export const DeploymentRecords = Symbol.for('DeploymentRecords')
