import type { ChainConfig } from '../chains/ChainConfig'
import { checksumAddress } from '../currency/checksumAddress'

/**
 * The addresses a swap must never pay out to (spec section 5's blocked list of three): the factory, the router and
 * the V1 migrator of the chain, checksummed. Tokens sent there are lost. The migrator comes from the deployment
 * record when the chain has one.
 *
 * @example blockedRecipients(hecoConfig, migratorAddress).includes(recipient)
 */
export function blockedRecipients(
  config: Pick<ChainConfig, 'factoryAddress' | 'routerAddress'>,
  migratorAddress?: string,
): readonly string[] {
  const addresses = [config.factoryAddress, config.routerAddress]
  if (migratorAddress !== undefined) addresses.push(migratorAddress)
  return addresses.map(checksumAddress)
}
