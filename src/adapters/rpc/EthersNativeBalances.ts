import type { Provider } from 'ethers'
import { UnsupportedChainError } from '../../domain/errors/UnsupportedChainError'
import type { NativeBalances } from '../../ports/NativeBalances'

/** Native-coin balances through each chain's ethers provider. */
export class EthersNativeBalances implements NativeBalances {
  constructor(private readonly providers: ReadonlyMap<number, Provider>) {}

  balanceOf(chainId: number, owner: string): Promise<bigint> {
    const provider = this.providers.get(chainId)
    if (!provider) throw new UnsupportedChainError(chainId)
    return provider.getBalance(owner)
  }
}
