import type { DeploymentRecord } from '../deployment/DeploymentRecord'

/** A served chain with a bridge deployed: its record, its bridge terms and its contract (lowercase). */
export interface ServedBridge {
  readonly record: DeploymentRecord
  readonly bridge: NonNullable<DeploymentRecord['bridge']>
  readonly contract: string
}

/** The chains of `records` with a bridge deployed, each with its terms and contract. */
export function servedBridges(records: readonly DeploymentRecord[]): ServedBridge[] {
  return records.flatMap((record) =>
    record.bridge && record.contracts.bridge
      ? [{ record, bridge: record.bridge, contract: record.contracts.bridge.toLowerCase() }]
      : [],
  )
}

/** The decimals `record` lists for `token`, 18 when it lists none. */
export function tokenDecimals(record: DeploymentRecord, token: string): number {
  return record.tokens.find((item) => item.address.toLowerCase() === token.toLowerCase())?.decimals ?? 18
}
