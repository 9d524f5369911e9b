import { parseAddress } from '../../../domain/input/parseAddress'
import type { CurrencyDirectory } from '../../stores/CurrencyDirectory'
import type { TrackedSend } from './TrackedSend'

/**
 * The token address a V1 screen's route names (`/migrate/v1/{token}`, `/remove/v1/{token}`), checksummed when it is
 * one: the screen's send is forgotten unless it is for the token `shown` and still pending, and the directory looks the
 * token up. Returns the address the screen shows from now on.
 *
 * @example this.tokenAddress = loadV1RouteToken(this.directory, this.removal, this.tokenAddress, address)
 */
export function loadV1RouteToken(
  directory: Pick<CurrencyDirectory, 'lookUp'>,
  sent: Pick<TrackedSend, 'forget'>,
  shown: string,
  address: string | undefined,
): string {
  const next = parseAddress(address ?? '') ?? address ?? ''
  sent.forget(next === shown)
  if (next) void directory.lookUp(next)
  return next
}
