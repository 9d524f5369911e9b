import type { V1Liquidity } from '../../ports/V1Liquidity'
import type { ChainConfig } from '../chains/ChainConfig'
import type { Token } from '../currency/Token'
import { NoV1ExchangeError } from '../errors/NoV1ExchangeError'
import { NoV1LiquidityError } from '../errors/NoV1LiquidityError'
import { V1PositionUnreadableError } from '../errors/V1PositionUnreadableError'
import { computeRemoveV1State } from './computeRemoveV1State'
import type { MigrationService } from './MigrationService'
import { RemoveV1State } from './RemoveV1State'
import type { V1Position } from './V1Position'

/** A part of a V1 position to withdraw: the chain, where it keeps V1 and the migrator, whose position, which token. */
export interface RemoveV1Order {
  readonly config: Pick<ChainConfig, 'chainId' | 'nativeCurrency'>
  readonly v1Factory: string
  /** The chain's V1 migrator: the spender whose allowance the position read carries (a removal needs none). */
  readonly migrator: string
  readonly account: string
  /** The V1 exchange's token (the native coin counts as its wrapped token, whose pool this is the way out of). */
  readonly token: Token
  /** The whole-number percent of the position to withdraw, 1 to 100. */
  readonly percent: bigint
}

/** A removal that passed every check: the position read now. */
export interface PreparedRemoveV1 {
  readonly position: V1Position
}

/** What a removal sent: the LP it burns (`args.amount`) and what that withdraws (`worth`), with its summary. */
export type SentRemoveV1 = Awaited<ReturnType<MigrationService['removeV1']>>

/**
 * Withdrawing V1 liquidity to the native coin and the token (spec sections 4 and 7), for `fomo remove-v1` and the
 * `/remove/v1/{token}` screen: `prepare` reads the token's V1 exchange and the account's position in it and refuses
 * what the screen shows as invalid or disabled (`computeRemoveV1State`: no exchange, no liquidity) — unlike a
 * migration, the wrapped-native pool may be removed; `send` sends `removeLiquidity(amount, 1, 1, deadline)` for the
 * order's percent. A refusal in `prepare` sends nothing.
 */
export class RemoveV1Action {
  constructor(
    private readonly v1: V1Liquidity,
    private readonly migration: MigrationService,
  ) {}

  /**
   * @throws V1PositionUnreadableError when the V1 factory or the exchange did not answer; NoV1ExchangeError for a
   * token without a V1 exchange; NoV1LiquidityError for an account without liquidity in it.
   */
  async prepare(order: RemoveV1Order): Promise<PreparedRemoveV1> {
    const { config, account, token } = order
    const { chainId } = config
    const [exchange] = await this.v1.exchangesOf(chainId, order.v1Factory, [token.address])
    if (exchange === undefined) throw new V1PositionUnreadableError('the V1 factory', order.v1Factory)
    const idle = { exchange, removalPending: false, removed: false }
    if (computeRemoveV1State({ ...idle, liquidity: 0n }) === RemoveV1State.INVALID) {
      throw new NoV1ExchangeError(token.address)
    }
    const [reads] = await this.v1.positionsOf(chainId, account, [{ exchange, token: token.address }], order.migrator)
    if (!reads) throw new V1PositionUnreadableError('the V1 exchange', exchange)
    if (computeRemoveV1State({ ...idle, liquidity: reads.liquidity }) !== RemoveV1State.READY) {
      throw new NoV1LiquidityError(exchange, account)
    }
    return { position: { exchange, token, ...reads } }
  }

  /** Sends `removeLiquidity` for the order's percent of the prepared position on its V1 exchange. */
  send(order: RemoveV1Order, prepared: PreparedRemoveV1): Promise<SentRemoveV1> {
    const { config, account, percent } = order
    const { chainId, nativeCurrency: native } = config
    return this.migration.removeV1({ chainId, account, native, position: prepared.position, percent })
  }
}
