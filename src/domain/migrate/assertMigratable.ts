import { NoV1ExchangeError } from '../errors/NoV1ExchangeError'
import { NoV1LiquidityError } from '../errors/NoV1LiquidityError'
import { WrappedNativeMigrationError } from '../errors/WrappedNativeMigrationError'
import { MigrationState } from './MigrationState'

/**
 * Refuses the states in which nothing may be sent: an invalid exchange, the blocked wrapped-native pool, and a zero
 * balance. Any other state can go on (approve first, or migrate).
 *
 * @throws NoV1ExchangeError, WrappedNativeMigrationError or NoV1LiquidityError.
 * @example assertMigratable(state, { token, exchange, account })
 */
export function assertMigratable(
  state: MigrationState,
  position: { token: string; exchange: string; account: string },
): void {
  if (state === MigrationState.INVALID) throw new NoV1ExchangeError(position.token)
  if (state === MigrationState.BLOCKED) throw new WrappedNativeMigrationError(position.token)
  if (state === MigrationState.DISABLED) throw new NoV1LiquidityError(position.exchange, position.account)
}
