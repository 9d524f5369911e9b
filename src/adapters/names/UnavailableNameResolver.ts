import type { NameResolver } from '../../ports/NameResolver'
import { NameServiceUnavailableError } from './NameServiceUnavailableError'

/** The NameResolver where no name service is wired in (the web app for now): every lookup fails with NameServiceUnavailableError. */
export class UnavailableNameResolver implements NameResolver {
  async resolveName(chainId: number): Promise<string | null> {
    throw new NameServiceUnavailableError(chainId)
  }

  async lookupAddress(chainId: number): Promise<string | null> {
    throw new NameServiceUnavailableError(chainId)
  }

  async contenthash(chainId: number): Promise<string | null> {
    throw new NameServiceUnavailableError(chainId)
  }
}
