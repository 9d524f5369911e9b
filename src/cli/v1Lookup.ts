import { FomoError } from '../domain/errors/FomoError'
import type { V1Lookup } from '../domain/migrate/loadV1Positions'
import type { ChainSession } from './compositionRoot'

/** Where the session's chain keeps V1 (its factory) and the migrator, for `account`; fails when it has neither. */
export function v1Lookup(session: ChainSession, account: string): V1Lookup {
  const { v1Factory, migrator } = session.record.contracts
  if (!v1Factory || !migrator) {
    throw new FomoError(
      `Chain ${session.config.chainId}'s deployment record names no V1 factory or migrator: restart the devnet with \`npm start\` (it adds them), or use a deployment that has them.`,
      { details: { chainId: session.config.chainId } },
    )
  }
  return { chainId: session.config.chainId, factory: v1Factory, migrator, account }
}
