import { runInAction } from 'mobx'
import type { ChainConfig } from '../../domain/chains/ChainConfig'
import { createChainConfig } from '../../domain/chains/createChainConfig'
import type { Currency } from '../../domain/currency/Currency'
import { checksumAddress } from '../../domain/currency/checksumAddress'
import { createToken } from '../../domain/currency/createToken'
import type { Token } from '../../domain/currency/Token'
import { NATIVE_CURRENCY_ID } from '../../domain/input/nativeCurrencyId'
import { parseAddress } from '../../domain/input/parseAddress'
import type { TokenMetadata } from '../../ports/TokenMetadata'
import type { AppChain, AppConfig } from '../config/AppConfig'
import { observableExcept } from './observableExcept'
import type { TokenSelectStore } from './TokenSelectStore'
import type { WalletStore } from './WalletStore'

/**
 * The currencies of the chain the app shows, as the domain's values: the native coin (`ETH` in URLs), the selected
 * list's and the user's tokens, and tokens a URL names that no list holds (looked up on chain once).
 */
export class CurrencyDirectory {
  /** Tokens read on chain by `chainId:address`; `null` when the address is no ERC-20. */
  private looked: Record<string, Token | null> = {}

  constructor(
    private readonly config: AppConfig,
    private readonly wallet: WalletStore,
    private readonly tokenSelect: TokenSelectStore,
    private readonly metadata: TokenMetadata,
  ) {
    observableExcept(this, ['config', 'wallet', 'tokenSelect', 'metadata'])
  }

  get chainId(): number {
    return this.wallet.chainId
  }

  get chain(): AppChain | undefined {
    return this.config.chains.find((chain) => chain.chainId === this.chainId)
  }

  /** The domain's view of the shown chain's deployment; `undefined` on a network FomoSwap is not on. */
  get chainConfig(): ChainConfig | undefined {
    const chain = this.chain
    return chain ? createChainConfig(chain.deployment) : undefined
  }

  /** The V1 migrator of the chain, when its deployment has one (a blocked swap recipient). */
  get migratorAddress(): string | undefined {
    return this.chain?.deployment.contracts.migrator
  }

  /** The tokens of the selected list and the user's on this chain, and the wrapped native token, once each. */
  get tokens(): Token[] {
    const config = this.chainConfig
    if (!config) return []
    const tokens = new Map<string, Token>([[config.nativeCurrency.wrapped.address, config.nativeCurrency.wrapped]])
    for (const row of this.tokenSelect.allRows) {
      if (row.native) continue
      const address = parseAddress(row.address)
      if (!address || tokens.has(address)) continue
      try {
        tokens.set(address, createToken({ chainId: config.chainId, ...row, address }))
      } catch {
        // a list entry the domain refuses (bad decimals) is not tradable
      }
    }
    return [...tokens.values()]
  }

  /** Whether the selected list has loaded (or failed), so that `tokens` is all it offers for now. */
  get listSettled(): boolean {
    return this.tokenSelect.listSettled
  }

  /** The currency a URL or route id names on this chain; `undefined` when unknown (yet: see `lookUp`). */
  currency(id: string): Currency | undefined {
    const config = this.chainConfig
    if (!config || id === '') return undefined
    if (id.toUpperCase() === NATIVE_CURRENCY_ID || id.toUpperCase() === config.nativeCurrency.symbol.toUpperCase()) {
      return config.nativeCurrency
    }
    const address = parseAddress(id)
    if (!address) return undefined
    return (
      this.tokens.find((token) => token.address === address) ?? this.looked[`${this.chainId}:${address}`] ?? undefined
    )
  }

  /** The token a URL or route id names, as `currency` does; `undefined` for the native coin too. */
  token(id: string): Token | undefined {
    const currency = this.currency(id)
    return currency?.kind === 'token' ? currency : undefined
  }

  /** Whether `id` is an address no list holds that was looked up and is no ERC-20. */
  isUnknownAddress(id: string): boolean {
    const address = parseAddress(id)
    return address !== null && this.looked[`${this.chainId}:${address}`] === null
  }

  /** Reads the token at `id` on chain when no list holds it, so that `currency(id)` answers it. */
  async lookUp(id: string): Promise<void> {
    const address = parseAddress(id)
    const chainId = this.chainId
    if (!address || this.currency(address) !== undefined) return
    const key = `${chainId}:${checksumAddress(address)}`
    if (key in this.looked) return
    const answer = await this.metadata.metadataOf(chainId, address).catch(() => undefined)
    runInAction(() => {
      try {
        this.looked[key] = answer ? createToken({ chainId, address, ...answer }) : null
      } catch {
        this.looked[key] = null
      }
    })
  }
}
