import { reaction, runInAction } from 'mobx'
import { nativeCurrencyInfoOf } from '../../domain/chains/nativeCurrencyInfoOf'
import type { CannotShowTokenListError } from '../../domain/errors/CannotShowTokenListError'
import { parseAddress } from '../../domain/input/parseAddress'
import { COMMON_BASES } from '../../domain/lists/commonBases'
import { filterTokens } from '../../domain/lists/filterTokens'
import { selectedListError } from '../../domain/lists/selectedListError'
import { sortTokensForSearch } from '../../domain/lists/sortTokensForSearch'
import type { SavedToken } from '../../domain/settings/UserSettings'
import { type BalanceAsset, NATIVE_COIN } from '../../ports/BalanceAsset'
import type { ChainReads } from '../../ports/ChainReads'
import type { LiveChainReads } from '../../ports/LiveChainReads'
import type { TokenMetadata } from '../../ports/TokenMetadata'
import type { AppConfig } from '../config/AppConfig'
import { observableExcept } from './observableExcept'
import type { TokenListsStore } from './TokenListsStore'
import type { UiStore } from './UiStore'
import type { UserSettingsStore } from './UserSettingsStore'
import type { WalletStore } from './WalletStore'

/** One row of the token selection: the native coin (the row address `native`) or a token from the list or the user. */
export interface TokenRow {
  readonly native: boolean
  readonly address: string
  readonly symbol: string
  readonly name: string
  readonly decimals: number
  readonly logoURI: string | undefined
  /** The list's tags on this token, by name (the list defines each id's name and description). */
  readonly tags: readonly { readonly id: string; readonly name: string; readonly description: string }[]
  /** Saved by the user rather than found in the selected list. */
  readonly imported: boolean
  readonly balance: bigint | undefined
}

/** What the address search found on chain: loading, an ERC-20 no list holds, or nothing. */
export type AddressLookup =
  | { readonly status: 'loading'; readonly address: string }
  | { readonly status: 'found'; readonly token: SavedToken }
  | { readonly status: 'notFound'; readonly address: string }

/** Where the modal reads balances (kept fresh per block while it is open) and unlisted tokens. */
export interface TokenSelectSources {
  reads: Pick<ChainReads, 'balancesOf'>
  live: LiveChainReads
  metadata: TokenMetadata
}

const NATIVE = 'native'

/**
 * The token selection modal's view model (spec section 2): the rows of the current chain (native coin, the selected
 * list's tokens, the user's imported ones) with balances read in one batch, the search through the domain's
 * `filterTokens` and `sortTokensForSearch`, the common bases, and the import of a token found by address.
 */
export class TokenSelectStore {
  query = ''
  balances: Readonly<Record<string, bigint | undefined>> = {}
  lookup: AddressLookup | undefined = undefined
  /** The token being imported, awaiting the warning's I understand and Continue. */
  importing: SavedToken | undefined = undefined
  /** The last token chosen; screens pass their own callback to `open`. */
  selected: TokenRow | undefined = undefined
  private onSelect: ((row: TokenRow) => void) | undefined

  constructor(
    private readonly config: AppConfig,
    private readonly wallet: WalletStore,
    private readonly lists: TokenListsStore,
    private readonly settings: UserSettingsStore,
    private readonly ui: UiStore,
    private readonly sources: TokenSelectSources,
  ) {
    observableExcept(this, ['config', 'wallet', 'lists', 'settings', 'ui', 'sources', 'onSelect'])
  }

  get isOpen(): boolean {
    return this.ui.dialog === 'tokenSelect'
  }

  /** The selected list cannot be shown (its fetch failed with no copy kept): the modal says so. */
  get listError(): CannotShowTokenListError | undefined {
    return selectedListError(this.lists.state)
  }

  /** Whether the selected list has loaded (or failed). */
  get listSettled(): boolean {
    return this.lists.selectedSettled
  }

  /** Every token of the current chain, the native coin first, without the search applied. */
  get allRows(): TokenRow[] {
    const chainId = this.wallet.chainId
    const row = (token: Omit<TokenRow, 'balance'>): TokenRow => ({
      ...token,
      balance: this.balances[token.address.toLowerCase()],
    })
    const rows: TokenRow[] = []
    const chain = this.config.chains.find((c) => c.chainId === chainId)
    if (chain) {
      const info = safeNativeInfo(chainId)
      const symbol = info?.symbol ?? chain.nativeSymbol
      rows.push(
        row({
          native: true,
          address: NATIVE,
          symbol,
          name: info?.name ?? symbol,
          decimals: 18,
          logoURI: undefined,
          tags: [],
          imported: false,
        }),
      )
    }
    const seen = new Set<string>()
    const selectedUrl = this.lists.state.selectedListUrl
    const list = selectedUrl ? this.lists.state.byUrl[selectedUrl]?.current : undefined
    const listTokens = list?.tokens ?? []
    const tagsOf = (ids: readonly string[] | undefined) =>
      (ids ?? []).map((id) => ({
        id,
        name: list?.tags?.[id]?.name ?? id,
        description: list?.tags?.[id]?.description ?? '',
      }))
    for (const token of listTokens) {
      const key = token.address.toLowerCase()
      if (token.chainId !== chainId || seen.has(key)) continue
      seen.add(key)
      const { address, symbol, name, decimals, logoURI } = token
      rows.push(
        row({ native: false, address, symbol, name, decimals, logoURI, tags: tagsOf(token.tags), imported: false }),
      )
    }
    for (const token of Object.values(this.settings.settings.tokens[chainId] ?? {})) {
      const key = token.address.toLowerCase()
      if (seen.has(key)) continue
      seen.add(key)
      const { address, symbol, name, decimals } = token
      rows.push(row({ native: false, address, symbol, name, decimals, logoURI: undefined, tags: [], imported: true }))
    }
    return rows
  }

  /** The rows the search shows, in the domain's order; the native coin stays first when it matches. */
  get rows(): TokenRow[] {
    const [native, ...tokens] = this.allRows[0]?.native ? this.allRows : [undefined, ...this.allRows]
    const found = sortTokensForSearch(filterTokens(tokens as TokenRow[], this.query), this.query)
    const nativeMatches = native && !parseAddress(this.query) && filterTokens([native], this.query).length > 0
    return nativeMatches ? [native, ...found] : found
  }

  /** The common bases of the current chain (native coin, USDT, wrapped native) that the rows hold. */
  get commonBases(): TokenRow[] {
    const chain = this.config.chains.find((c) => c.chainId === this.wallet.chainId)
    const wrapped = chain?.deployment.contracts.wrappedNative.toLowerCase()
    return COMMON_BASES.flatMap((base) => {
      const found = this.allRows.find((row) =>
        base === 'native'
          ? row.native
          : base === 'wrapped'
            ? row.address.toLowerCase() === wrapped
            : !row.native && row.symbol === base,
      )
      return found ? [found] : []
    })
  }

  /** Opens the modal; `onSelect` hears the chosen token. */
  open(onSelect?: (row: TokenRow) => void): void {
    this.onSelect = onSelect
    this.query = ''
    this.lookup = undefined
    this.importing = undefined
    this.ui.open('tokenSelect')
  }

  close(): void {
    if (this.isOpen) this.ui.close()
    this.importing = undefined
  }

  select(row: TokenRow): void {
    this.selected = row
    this.onSelect?.(row)
    this.close()
  }

  setQuery(query: string): void {
    this.query = query
    const address = parseAddress(query.trim())
    const listed = address && this.allRows.some((row) => row.address.toLowerCase() === address.toLowerCase())
    this.lookup = address && !listed ? { status: 'loading', address } : undefined
    if (address && !listed) void this.lookUp(address)
  }

  /** Shows the import warning for the token found by address. */
  startImport(): void {
    if (this.lookup?.status === 'found') this.importing = this.lookup.token
  }

  cancelImport(): void {
    this.importing = undefined
  }

  /** Saves the token being imported under its chain (after I understand) and selects it. */
  async confirmImport(): Promise<void> {
    const token = this.importing
    if (!token) return
    await this.settings.addSavedToken(token)
    const row = this.allRows.find((r) => r.address === token.address)
    runInAction(() => {
      this.importing = undefined
      this.lookup = undefined
    })
    if (row) this.select(row)
  }

  /**
   * Keeps every row's balance fresh for the connected account while the modal is open: one watch in the block's
   * multicall (the native coin through Multicall3). Returns the function that stops it.
   */
  watchBalances(): () => void {
    let stop: (() => void) | undefined
    const dispose = reaction(
      () => {
        const { account, chainId } = this.wallet
        const tokens = this.allRows.filter((row) => !row.native).map((row) => row.address)
        return this.isOpen && account ? [chainId, account, tokens.join()].join('|') : ''
      },
      (key) => {
        stop?.()
        stop = undefined
        if (key === '') return
        const [chainId, account, joined] = key.split('|') as [string, string, string]
        const tokens = joined === '' ? [] : joined.split(',')
        const assets: BalanceAsset[] = [NATIVE_COIN, ...tokens.map((address) => ({ kind: 'token' as const, address }))]
        stop = this.sources.live.watchBalances(Number(chainId), account, assets, (values) =>
          runInAction(() => {
            const balances: Record<string, bigint | undefined> = {}
            ;[NATIVE, ...tokens].forEach((address, i) => {
              const value = values[i]
              balances[address.toLowerCase()] = typeof value === 'bigint' ? value : undefined
            })
            this.balances = { ...this.balances, ...balances }
          }),
        )
      },
      { fireImmediately: true },
    )
    return () => {
      dispose()
      stop?.()
    }
  }

  private async lookUp(address: string): Promise<void> {
    const chainId = this.wallet.chainId
    const answer = await this.sources.metadata.metadataOf(chainId, address).catch(() => undefined)
    const account = this.wallet.account
    const balance = account
      ? await this.sources.reads.balancesOf(chainId, account, [{ kind: 'token', address }]).catch(() => [undefined])
      : [undefined]
    runInAction(() => {
      if (this.lookup?.status !== 'loading' || this.lookup.address !== address) return // the search moved on
      this.lookup = answer
        ? { status: 'found', token: { chainId, address, ...answer } }
        : { status: 'notFound', address }
      this.balances = { ...this.balances, [address.toLowerCase()]: balance[0] }
    })
  }
}

function safeNativeInfo(chainId: number) {
  try {
    return nativeCurrencyInfoOf(chainId)
  } catch {
    return undefined
  }
}
