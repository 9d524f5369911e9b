import type { Clock } from '../../ports/Clock'
import type { ContractCalls } from '../../ports/ContractCalls'
import type { GasEstimator } from '../../ports/GasEstimator'
import type { LatestBlockTime } from '../../ports/LatestBlockTime'
import type { Submitted, TransactionSubmitter } from '../../ports/TransactionSubmitter'
import type { NativeCurrency } from '../currency/NativeCurrency'
import { CallWouldFailError, type V1CallKind } from '../errors/CallWouldFailError'
import { DeadlinePassedError } from '../errors/DeadlinePassedError'
import { formatBalance } from '../format/formatBalance'
import { calculateGasMargin } from '../transactions/calculateGasMargin'
import { chainNow } from '../transactions/chainNow'
import { isDeadlineRevert } from '../transactions/isDeadlineRevert'
import type { TransactionSummary } from '../transactions/TransactionSummary'
import { assertMigratable } from './assertMigratable'
import { buildMigrateArgs, type MigrateArgs } from './buildMigrateArgs'
import { buildRemoveV1Args, type RemoveV1Args } from './buildRemoveV1Args'
import { computeV1PositionValue } from './computeV1PositionValue'
import type { MigrationState } from './MigrationState'
import type { V1Position } from './V1Position'
import type { V2Reserves } from './V2Reserves'

/**
 * Moving first-generation (V1) liquidity (spec sections 4, 5 and 7), for the V1 screens and `fomo migrate run` /
 * `remove-v1`: the migrator's `migrate` for a whole position with minimums at 99.5% of the FomoSwap price, and a V1
 * exchange's `removeLiquidity(amount, 1, 1, deadline)`; each refused before sending when its estimate reverts.
 */
export class MigrationService {
  constructor(
    private readonly calls: ContractCalls,
    private readonly gas: GasEstimator,
    private readonly submitter: TransactionSubmitter,
    private readonly clock: Clock,
    private readonly blocks: LatestBlockTime,
  ) {}

  /**
   * Migrates the whole `position` through `migrator` (approved for its V1 LP beforehand); the FomoSwap LP goes to
   * `account`.
   *
   * @throws NoV1ExchangeError, WrappedNativeMigrationError or NoV1LiquidityError for a state that cannot migrate;
   * CallWouldFailError when the estimate reverts.
   */
  async migrate(input: {
    readonly chainId: number
    readonly migrator: string
    readonly account: string
    readonly state: MigrationState
    readonly position: V1Position
    readonly v2: V2Reserves | undefined
  }): Promise<Submitted & { readonly args: MigrateArgs }> {
    const { chainId, migrator, account, position } = input
    assertMigratable(input.state, { token: position.token.address, exchange: position.exchange, account })
    const args = buildMigrateArgs(position, input.v2, account, await this.nowMs(chainId))
    const data = await this.calls.encode('migrator', 'migrate', [
      args.token,
      args.amountTokenMin,
      args.amountETHMin,
      args.to,
      args.deadline,
    ])
    const summary = { kind: 'migrateV1', symbol: position.token.symbol } as const
    return { ...(await this.send(chainId, account, migrator, data, 'migration', summary)), args }
  }

  /**
   * Withdraws `percent` (1 to 100) of a V1 position to the native coin and the token, from its exchange.
   *
   * @throws CallWouldFailError when the estimate reverts.
   */
  async removeV1(input: {
    readonly chainId: number
    readonly account: string
    readonly native: NativeCurrency
    readonly position: V1Position
    readonly percent: bigint
  }): Promise<
    Submitted & {
      readonly args: RemoveV1Args
      readonly worth: { eth: bigint; token: bigint }
      readonly summary: TransactionSummary
    }
  > {
    const { chainId, account, native, position } = input
    const args = buildRemoveV1Args(position.liquidity, input.percent, await this.nowMs(chainId))
    const worth = computeV1PositionValue({ ...position, liquidity: args.amount })
    const data = await this.calls.encode('v1Exchange', 'removeLiquidity', [
      args.amount,
      args.minEth,
      args.minTokens,
      args.deadline,
    ])
    const summary = {
      kind: 'removeV1',
      amountA: formatBalance(worth.eth, native.decimals),
      symbolA: native.symbol,
      amountB: formatBalance(worth.token, position.token.decimals),
      symbolB: position.token.symbol,
    } as const
    const sent = await this.send(chainId, account, position.exchange, data, 'V1 removal', summary)
    return { ...sent, args, worth, summary }
  }

  /** The chain's now in milliseconds (chainNow): what a deadline is counted from. */
  private async nowMs(chainId: number): Promise<number> {
    return (await chainNow({ clock: this.clock, blocks: this.blocks }, chainId)) * 1000
  }

  private async send(
    chainId: number,
    from: string,
    to: string,
    data: string,
    kind: V1CallKind,
    summary: TransactionSummary,
  ): Promise<Submitted> {
    const outcome = await this.gas.estimate(chainId, { from, to, data, value: 0n })
    if (outcome.kind === 'reverted') {
      throw isDeadlineRevert(outcome.reason)
        ? new DeadlinePassedError(outcome.reason)
        : new CallWouldFailError(kind, outcome.reason)
    }
    // an estimate that failed while the simulation succeeded leaves the gas to the wallet
    const gasLimit = outcome.kind === 'estimated' ? { gasLimit: calculateGasMargin(outcome.gas) } : {}
    return this.submitter.submit(chainId, { to, data, ...gasLimit }, { summary })
  }
}
