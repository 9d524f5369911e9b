import type { AccountCode } from '../../ports/AccountCode'
import type { Clock } from '../../ports/Clock'
import type { ContractCalls } from '../../ports/ContractCalls'
import type { GasEstimator } from '../../ports/GasEstimator'
import type { LatestBlockTime } from '../../ports/LatestBlockTime'
import type { Submitted, TransactionSubmitter } from '../../ports/TransactionSubmitter'
import type { ChainConfig } from '../chains/ChainConfig'
import type { CurrencyAmount } from '../currency/CurrencyAmount'
import { MissingDependenciesError } from '../errors/MissingDependenciesError'
import { formatSwapAmount } from '../format/formatSwapAmount'
import { formatUnits } from '../format/formatUnits'
import type { RecipientOverride } from '../input/RecipientOverride'
import { requireSafeRecipient } from '../input/requireSafeRecipient'
import { buildSwapCalls } from '../trade/buildSwapCalls'
import type { Trade } from '../trade/Trade'
import { estimateCalls } from '../transactions/estimateCalls'
import { transactionDeadline } from '../transactions/transactionDeadline'
import { chooseSwapCall } from './chooseSwapCall'
import { requireDistinctCurrencies } from './requireDistinctCurrencies'
import { swapFailureError } from './swapFailureError'

/** A swap as sent: its hash, the router method chosen, and the block where the driver saw it mined (terminal). */
export interface SentSwap extends Submitted {
  readonly methodName: string
}

export type { RecipientOverride }

/** What a swap needs beyond the trade: who sends, who receives, the slippage tolerance and the deadline setting. */
export interface SwapOrder {
  readonly config: Pick<ChainConfig, 'chainId' | 'routerAddress'>
  readonly account: string
  readonly trade: Trade
  readonly recipient: string
  readonly slippageBips: number
  readonly deadlineSeconds: number
  readonly recipientOverride?: RecipientOverride
}

/**
 * Swapping and wrapping (spec sections 4 and 5), for the Swap and Send screens and `fomo swap`/`send`/`wrap`: the
 * router calls of a trade tried in order by gas estimate (1.1× margin), the deadline from the chain's latest block
 * time (transactionDeadline), the failure texts
 * of section 8 and the summary recorded with the transaction.
 */
export class SwapService {
  constructor(
    private readonly calls: ContractCalls,
    private readonly gas: GasEstimator,
    private readonly submitter: TransactionSubmitter,
    private readonly clock: Clock,
    private readonly code: AccountCode,
    private readonly blocks: LatestBlockTime,
  ) {}

  /**
   * Sends the trade through the router: the first of `buildSwapCalls`' variants whose gas estimate succeeds.
   *
   * @throws IdenticalCurrenciesError for a trade from a currency to itself; RiskyRecipientError for the zero address
   * or a contract as recipient (other than the account) unless `recipientOverride.force`;
   * MissingDependenciesError when the trade cannot be expressed as router calls; the errors of
   * `chooseSwapCall` when no variant estimates; TransactionRejectedError ('Transaction rejected.') or SwapFailedError
   * when the wallet or node refused it.
   */
  async swap(order: SwapOrder): Promise<SentSwap> {
    const { config, account, trade, recipient, slippageBips } = order
    requireDistinctCurrencies(trade.inputAmount.currency, trade.outputAmount.currency)
    await this.requireSafeRecipient(config.chainId, recipient, account, order.recipientOverride)
    const clocks = { clock: this.clock, blocks: this.blocks }
    const deadline = await transactionDeadline(clocks, config.chainId, order.deadlineSeconds)
    let variants: ReturnType<typeof buildSwapCalls>
    try {
      variants = buildSwapCalls(trade, { recipient, slippageBips, deadline })
    } catch (cause) {
      throw new MissingDependenciesError('swap', { cause })
    }
    const candidates = await estimateCalls(
      { calls: this.calls, gas: this.gas },
      { chainId: config.chainId, abi: 'router', to: config.routerAddress, from: account },
      variants,
    )
    const { call, gasLimit } = chooseSwapCall(candidates)
    const { inputAmount, outputAmount } = trade
    const summary = {
      kind: 'swap',
      inputAmount: formatSwapAmount(inputAmount.raw, inputAmount.currency.decimals),
      inputSymbol: inputAmount.currency.symbol,
      outputAmount: formatSwapAmount(outputAmount.raw, outputAmount.currency.decimals),
      outputSymbol: outputAmount.currency.symbol,
      ...(recipient.toLowerCase() === account.toLowerCase() ? {} : { recipient }),
    } as const
    try {
      const sent = await this.submitter.submit(
        config.chainId,
        { to: config.routerAddress, data: call.data, value: call.value, gasLimit },
        { summary },
      )
      return { ...sent, methodName: call.methodName }
    } catch (error) {
      throw swapFailureError(error)
    }
  }

  /**
   * Wraps the native coin (`deposit`) or unwraps it (`withdraw`) through the chain's wrapped-native contract.
   *
   * @throws TransactionRejectedError or SwapFailedError when the wallet or node refused it.
   */
  async wrap(input: {
    readonly config: Pick<ChainConfig, 'chainId' | 'nativeCurrency'>
    readonly direction: 'wrap' | 'unwrap'
    readonly amount: CurrencyAmount
  }): Promise<Submitted> {
    const { config, direction, amount } = input
    const native = config.nativeCurrency
    const { wrapped } = native
    const wrapping = direction === 'wrap'
    const data = wrapping
      ? await this.calls.encode('wrappedNative', 'deposit')
      : await this.calls.encode('wrappedNative', 'withdraw', [amount.raw])
    const [from, to] = wrapping ? [native, wrapped] : [wrapped, native]
    try {
      return await this.submitter.submit(
        config.chainId,
        { to: wrapped.address, data, ...(wrapping ? { value: amount.raw } : {}) },
        {
          summary: {
            kind: direction,
            amount: formatUnits(amount.raw, native.decimals),
            from: from.symbol,
            to: to.symbol,
          },
        },
      )
    } catch (error) {
      throw swapFailureError(error)
    }
  }

  /**
   * Sends `amount` of a token (`transfer`) or of the native coin to `recipient`.
   *
   * @throws RiskyRecipientError for the zero address or a contract other than `account` unless
   * `recipientOverride.force`;
   * TransactionRejectedError or SwapFailedError when the wallet or node refused it.
   */
  async send(input: {
    readonly chainId: number
    /** The sender: its own address is never refused for its code (a smart or delegated wallet), as in `swap`. */
    readonly account?: string
    readonly amount: CurrencyAmount
    readonly recipient: string
    readonly recipientOverride?: RecipientOverride
  }): Promise<Submitted> {
    const { chainId, amount, recipient } = input
    await this.requireSafeRecipient(chainId, recipient, input.account, input.recipientOverride)
    const currency = amount.currency
    const request =
      currency.kind === 'native'
        ? { to: recipient, value: amount.raw }
        : { to: currency.address, data: await this.calls.encode('erc20', 'transfer', [recipient, amount.raw]) }
    const summary = {
      kind: 'send',
      amount: formatUnits(amount.raw, currency.decimals),
      symbol: currency.symbol,
      recipient,
    } as const
    try {
      return await this.submitter.submit(chainId, request, { summary })
    } catch (error) {
      throw swapFailureError(error)
    }
  }

  /**
   * The recipient check `swap` and `send` make (requireSafeRecipient, the rule of every action that pays someone), for
   * a driver to run before it asks for approvals: refuses the zero address, and a contract other than `account`, unless
   * `override.force`.
   *
   * @throws RiskyRecipientError naming the risk, and `override.hint` as the way to insist.
   */
  async requireSafeRecipient(
    chainId: number,
    recipient: string,
    account: string | undefined,
    override: RecipientOverride | undefined,
  ): Promise<void> {
    await requireSafeRecipient(this.code, { chainId, recipient, account, override })
  }
}
