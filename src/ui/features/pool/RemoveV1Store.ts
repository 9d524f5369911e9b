import type { Token } from '../../../domain/currency/Token'
import type { ActionServices } from '../../../domain/DomainServices'
import { MissingDependenciesError } from '../../../domain/errors/MissingDependenciesError'
import { computeRemoveV1State } from '../../../domain/migrate/computeRemoveV1State'
import { computeV1PositionValue, type V1PositionValue } from '../../../domain/migrate/computeV1PositionValue'
import type { RemoveV1Order } from '../../../domain/migrate/RemoveV1Action'
import { RemoveV1State } from '../../../domain/migrate/RemoveV1State'
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
 * The `/remove/v1/{token}` screen's view model (spec sections 4 and 7): the token's V1 position kept fresh per block,
 * and Remove → Removing → Success: the whole position with `removeLiquidity(amount, 1, 1, now + 1200 s)` on the V1
 * exchange. The wrapped-native pool, which cannot migrate, is removed this way.
 */
export class RemoveV1Store {
  tokenAddress = ''
  /** The removal sent from this screen, followed until its receipt. */
  readonly removal: TrackedSend

  constructor(
    private readonly directory: CurrencyDirectory,
    private readonly wallet: WalletStore,
    transactions: TransactionsViewStore,
    private readonly services: Pick<ActionServices, 'removeV1Action'>,
    readonly position: LiveV1Position,
  ) {
    this.removal = new TrackedSend(transactions, directory, 'V1 removal failed')
    observableExcept(this, ['directory', 'wallet', 'services', 'position', 'removal'])
  }

  get account(): string | undefined {
    return connectedAccount(this.wallet)
  }

  /** The token named by the route, once the directory knows it. */
  get token(): Token | undefined {
    return this.directory.token(this.tokenAddress)
  }

  /** What the whole position withdraws now. */
  get worth(): V1PositionValue | undefined {
    const reads = this.position.reads
    return reads ? computeV1PositionValue(reads) : undefined
  }

  /** The last removal attempt's error text. */
  get actionError(): string | undefined {
    return this.removal.error
  }

  get state(): RemoveV1State {
    return computeRemoveV1State({
      exchange: this.position.exchange,
      liquidity: this.position.liquidity,
      removalPending: this.removal.pending,
      removed: this.removal.status === 'confirmed',
    })
  }

  /** The removal sent from this screen was mined and reverted. */
  get failed(): boolean {
    return this.removal.status === 'failed'
  }

  // ---- actions -------------------------------------------------------------------------------------------------

  /** Shows the route's token; a removal sent for another token (or already finished) is forgotten. */
  load(address: string | undefined): void {
    this.tokenAddress = loadV1RouteToken(this.directory, this.removal, this.tokenAddress, address)
  }

  /**
   * Sends `removeLiquidity(amount, 1, 1, deadline)` for the whole position to its V1 exchange, after the removal
   * action's checks on the position read now: a refusal (no exchange, no liquidity) is shown and sends nothing.
   */
  async remove(): Promise<void> {
    if (this.state !== RemoveV1State.READY) return
    const order = this.order
    const action = this.services.removeV1Action
    await this.removal.send(async () => {
      if (!order) throw new MissingDependenciesError('remove V1 liquidity') // no chain config or V1 contracts
      return action.send(order, await action.prepare(order))
    })
  }

  /** The whole position of the route's token, once the account, the token and the chain's V1 contracts are known. */
  private get order(): RemoveV1Order | undefined {
    const { account, token } = this
    const config = this.directory.chainConfig
    const { v1Factory, migrator } = v1ContractsOf(this.directory)
    return account && token && config && v1Factory && migrator
      ? { config, v1Factory, migrator, account, token, percent: 100n }
      : undefined
  }

  // ---- following the chain -------------------------------------------------------------------------------------

  watch(): () => void {
    return this.position.watch(() => ({
      chainId: this.directory.chainId,
      account: this.account,
      tokenAddress: this.tokenAddress,
      factory: v1ContractsOf(this.directory).v1Factory,
      spender: undefined,
      pairAddress: undefined,
    }))
  }
}
