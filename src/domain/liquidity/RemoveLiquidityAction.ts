import type { ChainReads } from '../../ports/ChainReads'
import type { LiquidityTokenReads } from '../../ports/LiquidityTokenReads'
import type { Submitted } from '../../ports/TransactionSubmitter'
import type { ApprovalService } from '../approval/ApprovalService'
import type { ChainConfig } from '../chains/ChainConfig'
import type { Currency } from '../currency/Currency'
import type { CurrencyAmount } from '../currency/CurrencyAmount'
import { wrapCurrency } from '../currency/wrapCurrency'
import { InputRejectedError } from '../errors/InputRejectedError'
import { NoLiquidityInPoolError } from '../errors/NoLiquidityInPoolError'
import { NoPoolFoundError } from '../errors/NoPoolFoundError'
import { removeLiquidityInputError } from '../swap/removeLiquidityInputError'
import { loadPairs } from '../trade/loadPairs'
import type { Pair } from '../trade/Pair'
import { computePositionValue } from './computePositionValue'
import type { LiquidityService, SentLiquidityCall, SignedPermit } from './LiquidityService'
import { requireDistinctPoolTokens } from './requireDistinctPoolTokens'

/** Liquidity to remove: the pool's two currencies (the native coin to receive it), and how much of the LP to burn. */
export interface RemoveLiquidityOrder {
  readonly config: ChainConfig
  readonly account: string
  readonly currencyA: Currency
  readonly currencyB: Currency
  /** A whole percent (1 to 100) of the LP balance, or an amount of LP tokens. */
  readonly burn: { readonly percent: bigint } | { readonly liquidity: bigint }
}

/** A remove that passed every check: the pool, the LP tokens it burns and what they return now. */
export interface PreparedRemoveLiquidity {
  readonly pair: Pair
  readonly liquidity: bigint
  readonly amountA: CurrencyAmount
  readonly amountB: CurrencyAmount
}

/** How the router may move the LP tokens: approved beforehand, or a permit signed for the amount. */
export interface RemoveAuthority {
  readonly approved: boolean
  readonly permit: SignedPermit | undefined
}

/**
 * Removing liquidity (spec sections 4–6) for `fomo pool remove` and the Remove screen: `prepare` reads the pool, the
 * LP balance and supply, and refuses before anything is signed or sent (the same tokens twice, no pool, no liquidity,
 * a burn above the balance, a burn that returns nothing); `permit` signs EIP-2612 instead of an approval, `approve`
 * approves the router for the LP tokens when it falls short, and `remove` sends the first variant whose estimate works.
 */
export class RemoveLiquidityAction {
  constructor(
    private readonly reads: ChainReads,
    private readonly lpTokens: LiquidityTokenReads,
    private readonly approval: ApprovalService,
    private readonly liquidity: LiquidityService,
  ) {}

  /**
   * @throws IdenticalPoolTokensError; NoPoolFoundError; NoLiquidityInPoolError for an LP balance of 0 (or unread);
   * InputRejectedError 'Insufficient Fomo-LP balance' above the balance, 'Enter an amount' for a burn returning nothing.
   */
  async prepare(order: RemoveLiquidityOrder): Promise<PreparedRemoveLiquidity> {
    const { config, account, currencyA, currencyB, burn } = order
    requireDistinctPoolTokens(currencyA, currencyB)
    const [pair] = await loadPairs(config, [wrapCurrency(currencyA), wrapCurrency(currencyB)], this.reads)
    if (!pair) throw new NoPoolFoundError(currencyA.symbol, currencyB.symbol)
    const [[lpBalance], [totalSupply]] = await Promise.all([
      this.reads.balancesOf(config.chainId, account, [pair.liquidityToken]),
      this.lpTokens.totalSupplies(config.chainId, [pair.address]),
    ])
    if (!lpBalance) throw new NoLiquidityInPoolError(currencyA.symbol, currencyB.symbol)
    const liquidity = 'percent' in burn ? (lpBalance * burn.percent) / 100n : burn.liquidity
    const value = computePositionValue(pair, totalSupply ?? 0n, liquidity)
    const aIsToken0 = wrapCurrency(currencyA).address === pair.token0.address
    const [rawA, rawB] = aIsToken0 ? [value.amount0, value.amount1] : [value.amount1, value.amount0]
    const error = removeLiquidityInputError({
      account,
      liquidityAmount: liquidity === 0n ? undefined : liquidity,
      amountA: rawA === 0n ? undefined : rawA,
      amountB: rawB === 0n ? undefined : rawB,
      exceeds: liquidity > lpBalance ? pair.liquidityToken.symbol : undefined,
    })
    if (error) throw new InputRejectedError(error)
    return { pair, liquidity, amountA: { currency: currencyA, raw: rawA }, amountB: { currency: currencyB, raw: rawB } }
  }

  /** Signs an EIP-2612 permit for the router to burn the prepared LP tokens (no transaction). */
  permit(
    order: RemoveLiquidityOrder,
    prepared: PreparedRemoveLiquidity,
    deadlineSeconds: number,
  ): Promise<SignedPermit> {
    const { config, account } = order
    const { pair, liquidity } = prepared
    return this.liquidity.signRemovePermit({ config, account, pair: pair.address, liquidity, deadlineSeconds })
  }

  /** Approves the router for the prepared LP tokens when its allowance falls short (else sends nothing). */
  approve(order: RemoveLiquidityOrder, prepared: PreparedRemoveLiquidity): Promise<Submitted | undefined> {
    return this.approval.approveIfNeeded({
      chainId: order.config.chainId,
      account: order.account,
      amount: { currency: prepared.pair.liquidityToken, raw: prepared.liquidity },
      spender: order.config.routerAddress,
    })
  }

  /**
   * Removes: minimums at the slippage tolerance below the prepared amounts (what the person saw), the router's
   * authority an approval or a permit.
   */
  remove(
    order: RemoveLiquidityOrder,
    prepared: PreparedRemoveLiquidity,
    settings: RemoveAuthority & { readonly slippageBips: number; readonly deadlineSeconds: number },
  ): Promise<SentLiquidityCall> {
    const { config, account } = order
    const { amountA, amountB, liquidity } = prepared
    return this.liquidity.remove({ config, account, amountA, amountB, liquidity, ...settings })
  }
}
