import type { V1Lookup } from '../domain/migrate/loadV1Positions'
import type { ChainSession } from './compositionRoot'
import { MissingV1ContractsError } from './errors/MissingV1ContractsError'

/** Where the session's chain keeps V1 (its factory) and the migrator, for `account`; fails when it has neither. */
export function v1Lookup(session: ChainSession, account: string): V1Lookup {
  const { v1Factory, migrator } = session.record.contracts
  if (!v1Factory || !migrator) {
    throw new MissingV1ContractsError(session.config.chainId)
  }
  return { chainId: session.config.chainId, factory: v1Factory, migrator, account }
}
