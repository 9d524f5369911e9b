import type { ChainReads } from '../../ports/ChainReads'
import type { Submitted } from '../../ports/TransactionSubmitter'
import type { ChainConfig } from '../chains/ChainConfig'
import type { CurrencyAmount } from '../currency/CurrencyAmount'
import { WrapAmountRequiredError } from '../errors/WrapAmountRequiredError'
import { WrapExceedsBalanceError } from '../errors/WrapExceedsBalanceError'
import { parseTypedAmount } from '../input/parseTypedAmount'
import type { SwapService } from './SwapService'

/** A wrap (native coin → wrapped token) or an unwrap (back), as a person types it. */
export interface WrapOrder {
  readonly config: Pick<ChainConfig, 'chainId' | 'nativeCurrency'>
  readonly account: string
  readonly direction: 'wrap' | 'unwrap'
  /** The typed amount, in whole coins (1:1 on both sides). */
  readonly amount: string
}

/** A wrap that passed every check: the amount of the coin it spends. */
export interface PreparedWrap {
  readonly direction: 'wrap' | 'unwrap'
  readonly amount: CurrencyAmount
}

/**
 * Wrapping and unwrapping from typed amount to send (spec sections 4 and 5), for the swap form's Wrap/Unwrap button and
 * `fomo wrap|unwrap`: `prepare` parses the amount in the coin it spends and checks it against the balance read now;
 * `send` wraps (`deposit`) or unwraps (`withdraw`). A refusal in `prepare` sends nothing.
 */
export class WrapAction {
  constructor(
    private readonly reads: ChainReads,
    private readonly swaps: SwapService,
  ) {}

  /**
   * @throws the errors of `parseTypedAmount` for a malformed amount; WrapAmountRequiredError for an empty or zero one;
   * WrapExceedsBalanceError above the balance of the coin spent (a failed balance read leaves it to the chain).
   */
  async prepare(order: WrapOrder): Promise<PreparedWrap> {
    const { config, direction } = order
    const native = config.nativeCurrency
    const spent = direction === 'wrap' ? native : native.wrapped
    const amount = parseTypedAmount(order.amount, spent)
    if (!amount) throw new WrapAmountRequiredError(direction, spent.symbol)
    const [balance] = await this.reads.balancesOf(config.chainId, order.account, [spent])
    if (balance !== undefined && balance < amount.raw) {
      throw new WrapExceedsBalanceError(spent.symbol, spent.decimals, amount.raw, balance)
    }
    return { direction, amount }
  }

  /** Wraps or unwraps the prepared amount through the chain's wrapped-native contract. */
  send(order: WrapOrder, prepared: PreparedWrap): Promise<Submitted> {
    return this.swaps.wrap({ config: order.config, direction: prepared.direction, amount: prepared.amount })
  }
}
