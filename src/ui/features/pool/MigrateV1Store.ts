import type { Token } from '../../../domain/currency/Token'
import type { ActionServices } from '../../../domain/DomainServices'
import { compareV1V2Price, type PriceComparison } from '../../../domain/migrate/compareV1V2Price'
import { computeV1PositionValue, type V1PositionValue } from '../../../domain/migrate/computeV1PositionValue'
import type { MigrateOrder } from '../../../domain/migrate/MigrateAction'
import { MigrationState } from '../../../domain/migrate/MigrationState'
import { migrationStateOf } from '../../../domain/migrate/migrationStateOf'
import { orientV2Reserves } from '../../../domain/migrate/orientV2Reserves'
import type { V1Position } from '../../../domain/migrate/V1Position'
import type { V2Reserves } from '../../../domain/migrate/V2Reserves'
import { v1LpToken } from '../../../domain/migrate/v1LpToken'
import { computePairAddress } from '../../../domain/trade/computePairAddress'
import type { CurrencyDirectory } from '../../stores/CurrencyDirectory'
import { connectedAccount } from '../../stores/connectedAccount'
import { observableExcept } from '../../stores/observableExcept'
import type { TransactionsViewStore } from '../../stores/TransactionsViewStore'
import type { WalletStore } from '../../stores/WalletStore'
import type { LiveV1Position } from './LiveV1Position'
import { loadV1RouteToken } from './loadV1RouteToken'
import { TrackedSend } from './TrackedSend'
import { v1ContractsOf } from './v1ContractsOf'

/**
 * The `/migrate/v1/{token}` screen's view model (spec sections 4, 5 and 7): the token's V1 position kept fresh per
 * block, the migrator's approval of its V1 LP, then `migrate` with the domain's minimums (99.5%) and deadline
 * (now + 1200 s); the state, the best-price comparison and the blocked and invalid cases come from the domain.
 */
export class MigrateV1Store {
  tokenAddress = ''
  /** The migration sent from this screen, followed until its receipt. */
  readonly migration: TrackedSend

  constructor(
    private readonly directory: CurrencyDirectory,
    private readonly wallet: WalletStore,
    private readonly transactions: TransactionsViewStore,
    private readonly services: Pick<ActionServices, 'migrateAction'>,
    readonly position: LiveV1Position,
  ) {
    this.migration = new TrackedSend(transactions, directory, 'V1 migration step failed')
    observableExcept(this, ['directory', 'wallet', 'transactions', 'services', 'position', 'migration'])
  }

  get account(): string | undefined {
    return connectedAccount(this.wallet)
  }

  get migrator(): string | undefined {
    return v1ContractsOf(this.directory).migrator
  }

  /** The token named by the route, once the directory knows it. */
  get token(): Token | undefined {
    return this.directory.token(this.tokenAddress)
  }

  get wrappedNative(): Token | undefined {
    return this.directory.chainConfig?.nativeCurrency.wrapped
  }

  /** The V1 exchange's LP token (18 decimals), what the migrator is approved for. */
  get lpToken(): Token | undefined {
    const exchange = this.position.reads?.exchange
    return exchange ? v1LpToken(this.directory.chainId, exchange) : undefined
  }

  get v1Position(): V1Position | undefined {
    const { token } = this
    const reads = this.position.reads
    return token && reads ? { ...reads, token } : undefined
  }

  get worth(): V1PositionValue | undefined {
    const reads = this.position.reads
    return reads ? computeV1PositionValue(reads) : undefined
  }

  /** The FomoSwap pair's reserves as token / native coin; `undefined` without a pair (the migration sets its price). */
  get v2(): V2Reserves | undefined {
    const wrapped = this.wrappedNative
    return wrapped ? orientV2Reserves(this.tokenAddress, wrapped.address, this.position.pairReserves) : undefined
  }

  /** Whether the FomoSwap pair is known not to exist yet. */
  get firstProvider(): boolean {
    return this.position.pairReserves === null
  }

  get comparison(): PriceComparison | undefined {
    const reads = this.position.reads
    return reads ? compareV1V2Price(reads, this.v2) : undefined
  }

  /** The last approve or migrate attempt's error text. */
  get actionError(): string | undefined {
    return this.migration.error
  }

  get state(): MigrationState {
    const { lpToken, migrator, wrappedNative } = this
    const exchange = this.position.exchange
    return migrationStateOf({
      chainId: this.directory.chainId,
      exchange,
      tokenAddress: this.tokenAddress,
      wrappedNativeAddress: wrappedNative?.address ?? '',
      liquidity: this.position.liquidity,
      allowance: this.position.allowance,
      migrator,
      pendingApproval:
        !!exchange &&
        !!migrator &&
        this.transactions.hasPendingApproval(this.directory.chainId, lpToken?.address ?? exchange, migrator),
      migrationPending: this.migration.pending,
      migrated: this.migration.status === 'confirmed',
    })
  }

  /** What the migrate action is asked for: this screen's token and account, and where the chain keeps V1. */
  private get order(): MigrateOrder | undefined {
    const { account, token } = this
    const config = this.directory.chainConfig
    const { v1Factory, migrator } = v1ContractsOf(this.directory)
    return account && token && config && v1Factory && migrator
      ? { config, v1Factory, migrator, account, token }
      : undefined
  }

  /** Something was sent from this screen and is not final, or the migration is done: no step may be sent again. */
  private get busy(): boolean {
    const { state } = this
    return state === MigrationState.APPROVING || state === MigrationState.MIGRATING || state === MigrationState.SUCCESS
  }

  /** The migration sent from this screen was mined and reverted. */
  get failed(): boolean {
    return this.migration.status === 'failed'
  }

  // ---- actions -------------------------------------------------------------------------------------------------

  /** Shows the route's token; a migration sent for another token (or already finished) is forgotten. */
  load(address: string | undefined): void {
    this.tokenAddress = loadV1RouteToken(this.directory, this.migration, this.tokenAddress, address)
  }

  /**
   * Approves the migrator for the account's V1 LP (the exchange is its own LP token) after the migrate action's
   * checks: a refusal (no exchange, the wrapped-native pool, no liquidity) is shown and sends nothing.
   */
  async approve(): Promise<void> {
    const order = this.order
    if (!order || this.busy) return
    this.migration.clearError()
    try {
      const action = this.services.migrateAction
      await action.approve(order, await action.prepare(order))
    } catch (error) {
      this.migration.fail(error)
    }
  }

  /** Sends `migrate(token, amountTokenMin, amountETHMin, to, deadline)` for the whole position, after the same checks. */
  async migrate(): Promise<void> {
    const order = this.order
    if (!order || this.busy || this.state !== MigrationState.APPROVED) return
    const action = this.services.migrateAction
    await this.migration.send(async () => action.migrate(order, await action.prepare(order)))
  }

  // ---- following the chain -------------------------------------------------------------------------------------

  watch(): () => void {
    return this.position.watch(() => {
      const config = this.directory.chainConfig
      const wrapped = config?.nativeCurrency.wrapped
      const { v1Factory, migrator } = v1ContractsOf(this.directory)
      const token = this.token
      const pairAddress =
        config && wrapped && token && token.address !== wrapped.address
          ? computePairAddress(config, token, wrapped)
          : undefined
      return {
        chainId: this.directory.chainId,
        account: this.account,
        tokenAddress: this.tokenAddress,
        factory: v1Factory,
        spender: migrator,
        pairAddress,
      }
    })
  }
}
