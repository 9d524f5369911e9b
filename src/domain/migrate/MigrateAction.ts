import type { ChainReads } from '../../ports/ChainReads'
import type { Submitted } from '../../ports/TransactionSubmitter'
import type { V1Liquidity } from '../../ports/V1Liquidity'
import type { ApprovalService } from '../approval/ApprovalService'
import type { ChainConfig } from '../chains/ChainConfig'
import type { Token } from '../currency/Token'
import { V1PositionUnreadableError } from '../errors/V1PositionUnreadableError'
import { computePairAddress } from '../trade/computePairAddress'
import { assertMigratable } from './assertMigratable'
import type { MigrateArgs } from './buildMigrateArgs'
import { compareV1V2Price, type PriceComparison } from './compareV1V2Price'
import type { MigrationService } from './MigrationService'
import { MigrationState } from './MigrationState'
import { migrationStateOf } from './migrationStateOf'
import { orientV2Reserves } from './orientV2Reserves'
import type { V1Position } from './V1Position'
import type { V2Reserves } from './V2Reserves'
import { v1LpToken } from './v1LpToken'

/** A V1 position to migrate: the chain, where it keeps V1 and the migrator, whose position, and its token. */
export interface MigrateOrder {
  readonly config: Pick<ChainConfig, 'chainId' | 'factoryAddress' | 'initCodeHash' | 'nativeCurrency'>
  readonly v1Factory: string
  readonly migrator: string
  readonly account: string
  /** The V1 exchange's token (the native coin counts as its wrapped token). */
  readonly token: Token
}

/** A position that passed every check: the whole of it, the FomoSwap pair it moves into, and what to approve. */
export interface PreparedMigration {
  /** `approve-needed` or `approved`. */
  readonly state: MigrationState
  readonly position: V1Position
  /** The exchange's LP token, what the migrator must be allowed to move. */
  readonly lpToken: Token
  /** The FomoSwap pair's reserves as token / native coin; undefined without a pair (the V1 price becomes its price). */
  readonly v2: V2Reserves | undefined
  /** The V1 price against the pair's (spec section 5's best-price warning); undefined without a pair. */
  readonly comparison: PriceComparison | undefined
}

/** What a migration sent: the migrator's approval when it fell short, then `migrate`. */
export interface SentMigration {
  readonly approval: Submitted | undefined
  readonly migration: Submitted & { readonly args: MigrateArgs }
}

/**
 * Migrating a V1 position into FomoSwap (spec sections 4, 5 and 7), for `fomo migrate run` and the migrate screen:
 * `prepare` reads the token's V1 exchange and the account's position in it with the migrator's allowance, refuses
 * the states that cannot migrate (`migrationStateOf`: no exchange, the wrapped-native pool, no liquidity), then reads
 * the FomoSwap pair; `approve` approves the migrator for the whole V1 LP when it falls short; `migrate` sends it. A
 * refusal in `prepare` sends nothing.
 */
export class MigrateAction {
  constructor(
    private readonly v1: V1Liquidity,
    private readonly reads: ChainReads,
    private readonly approval: ApprovalService,
    private readonly migration: MigrationService,
  ) {}

  /**
   * @throws V1PositionUnreadableError when the V1 factory or the exchange did not answer; NoV1ExchangeError,
   * WrappedNativeMigrationError or NoV1LiquidityError (`assertMigratable`).
   */
  async prepare(order: MigrateOrder): Promise<PreparedMigration> {
    const { config, migrator, account, token } = order
    const { chainId } = config
    const wrapped = config.nativeCurrency.wrapped
    const [exchange] = await this.v1.exchangesOf(chainId, order.v1Factory, [token.address])
    if (exchange === undefined) throw new V1PositionUnreadableError('the V1 factory', order.v1Factory)
    const facts = { chainId, exchange, tokenAddress: token.address, wrappedNativeAddress: wrapped.address, migrator }
    const idle = { pendingApproval: false, migrationPending: false, migrated: false }
    const before = migrationStateOf({ ...facts, ...idle, liquidity: undefined, allowance: undefined })
    assertMigratable(before, { token: token.address, exchange, account }) // no exchange, or the wrapped-native pool
    const [reads] = await this.v1.positionsOf(chainId, account, [{ exchange, token: token.address }], migrator)
    if (!reads) throw new V1PositionUnreadableError('the V1 exchange', exchange)
    const state = migrationStateOf({ ...facts, ...idle, liquidity: reads.liquidity, allowance: reads.allowance })
    assertMigratable(state, { token: token.address, exchange, account })
    if (state !== MigrationState.APPROVE_NEEDED && state !== MigrationState.APPROVED) {
      throw new V1PositionUnreadableError('the V1 exchange', exchange)
    }
    const [pair] = await this.reads.reservesOf(chainId, [computePairAddress(config, token, wrapped)])
    const held = pair && pair.reserve0 > 0n && pair.reserve1 > 0n ? pair : null // an empty pair takes the V1 price
    const v2 = orientV2Reserves(token.address, wrapped.address, held)
    const position: V1Position = { exchange, token, ...reads }
    return { state, position, lpToken: v1LpToken(chainId, exchange), v2, comparison: compareV1V2Price(position, v2) }
  }

  /** Approves the migrator for the whole V1 LP balance when its allowance falls short (else sends nothing). */
  approve(order: MigrateOrder, prepared: PreparedMigration): Promise<Submitted | undefined> {
    return this.approval.approveIfNeeded({
      chainId: order.config.chainId,
      account: order.account,
      amount: { currency: prepared.lpToken, raw: prepared.position.liquidity },
      spender: order.migrator,
    })
  }

  /** Sends `migrate` for the whole position (approved beforehand), at 99.5% of the pair's price. */
  migrate(order: MigrateOrder, prepared: PreparedMigration): Promise<Submitted & { readonly args: MigrateArgs }> {
    const { config, migrator, account } = order
    const { state, position, v2 } = prepared
    return this.migration.migrate({ chainId: config.chainId, migrator, account, state, position, v2 })
  }

  /** Approves where needed, then migrates: the whole flow after `prepare`, for a driver that takes it in one go. */
  async send(order: MigrateOrder, prepared: PreparedMigration): Promise<SentMigration> {
    const approval = await this.approve(order, prepared)
    return { approval, migration: await this.migrate(order, prepared) }
  }
}
