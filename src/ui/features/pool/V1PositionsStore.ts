import { reaction, runInAction } from 'mobx'
import type { Token } from '../../../domain/currency/Token'
import { parseAddress } from '../../../domain/input/parseAddress'
import { computeV1PositionValue, type V1PositionValue } from '../../../domain/migrate/computeV1PositionValue'
import { filterV1Positions } from '../../../domain/migrate/filterV1Positions'
import { loadV1Positions, type V1Lookup, type V1PositionWithAllowance } from '../../../domain/migrate/loadV1Positions'
import type { V1Liquidity } from '../../../ports/V1Liquidity'
import type { CurrencyDirectory } from '../../stores/CurrencyDirectory'
import { connectedAccount } from '../../stores/connectedAccount'
import { observableExcept } from '../../stores/observableExcept'
import type { WalletStore } from '../../stores/WalletStore'
import { v1ContractsOf } from './v1ContractsOf'

/** One card of the migrate list: the position and what it withdraws. */
export interface V1PositionRow {
  readonly position: V1PositionWithAllowance
  readonly worth: V1PositionValue
}

/**
 * The `/migrate/v1` screen's view model (spec section 2): the connected account's V1 positions among the directory's
 * tokens (LP balance > 0), read when the screen opens, and the search box — it filters them by address or symbol, and
 * a pasted address of no listed position is looked up through the V1 factory.
 */
export class V1PositionsStore {
  query = ''
  loading = false
  private positions: V1PositionWithAllowance[] = []
  /** Positions found for searched addresses, by token address; `null` while reading. */
  private searched: Record<string, V1PositionWithAllowance[] | null> = {}
  private loadKey = ''
  private loads = 0

  constructor(
    private readonly directory: CurrencyDirectory,
    private readonly wallet: WalletStore,
    private readonly v1: V1Liquidity,
  ) {
    observableExcept(this, ['directory', 'wallet', 'v1', 'loadKey', 'loads'])
  }

  get account(): string | undefined {
    return connectedAccount(this.wallet)
  }

  /** Where to look for the account's V1 liquidity; `undefined` without an account or a chain with V1. */
  get lookup(): V1Lookup | undefined {
    const { v1Factory, migrator } = v1ContractsOf(this.directory)
    const account = this.account
    if (!account || !v1Factory || !migrator) return undefined
    return { chainId: this.directory.chainId, factory: v1Factory, migrator, account }
  }

  /** The searched address, when the query is one. */
  private get searchedAddress(): string | undefined {
    return parseAddress(this.query.trim()) ?? undefined
  }

  /** Whether the list (or a searched address) is being read. */
  get reading(): boolean {
    const address = this.searchedAddress
    return this.loading || (address !== undefined && this.searched[address] === null)
  }

  /** The cards shown: the list filtered by the query, or what the factory answered for a searched address. */
  get rows(): V1PositionRow[] {
    const address = this.searchedAddress
    const filtered = filterV1Positions(this.positions, this.query)
    const shown = filtered.length === 0 && address ? (this.searched[address] ?? []) : filtered
    return shown.map((position) => ({ position, worth: computeV1PositionValue(position) }))
  }

  /** Whether the account holds V1 liquidity among the directory's tokens; `undefined` while that is being read. */
  get holdsLiquidity(): boolean | undefined {
    if (!this.lookup) return false
    return this.loading ? undefined : this.positions.length > 0
  }

  // ---- actions -------------------------------------------------------------------------------------------------

  /** The search box changed; an address of no listed position is looked up on chain. */
  search(text: string): void {
    this.query = text
    const address = this.searchedAddress
    const lookup = this.lookup
    if (!address || !lookup || address in this.searched) return
    if (filterV1Positions(this.positions, address).length > 0) return
    this.searched[address] = null
    void this.lookUp(lookup, address)
  }

  private async lookUp(lookup: V1Lookup, address: string): Promise<void> {
    try {
      await this.directory.lookUp(address)
      const token = this.directory.currency(address)
      const found = token?.kind === 'token' ? await loadV1Positions(this.v1, lookup, [token]) : []
      runInAction(() => (this.searched[address] = found))
    } catch (error) {
      console.warn('V1 position lookup failed', error)
      runInAction(() => (this.searched[address] = []))
    }
  }

  private async load(lookup: V1Lookup | undefined, tokens: Token[], key: string): Promise<void> {
    this.loadKey = key
    this.searched = {}
    if (!lookup) {
      this.positions = []
      this.loading = false
      return
    }
    this.loading = true
    try {
      const found = await loadV1Positions(this.v1, lookup, tokens)
      runInAction(() => {
        if (this.loadKey === key) this.positions = found
      })
    } catch (error) {
      console.warn('V1 positions could not be read', error)
    } finally {
      runInAction(() => {
        if (this.loadKey === key) this.loading = false
      })
    }
  }

  // ---- following the chain -------------------------------------------------------------------------------------

  /** Reads the positions now and again whenever the account, chain or token list changes. */
  watch(): () => void {
    return reaction(
      () => {
        const lookup = this.lookup
        const tokens = this.directory.tokens
        const key = `${lookup?.chainId}:${lookup?.account}:${tokens.map((token) => token.address).join(',')}`
        return { lookup, tokens, key }
      },
      ({ lookup, tokens, key }) => void this.load(lookup, tokens, `${key}:${++this.loads}`),
      { fireImmediately: true, equals: (a, b) => a.key === b.key },
    )
  }
}
