import type { Clock } from '../../ports/Clock'
import type { ContractCalls } from '../../ports/ContractCalls'
import type { GasEstimator } from '../../ports/GasEstimator'
import type { LatestBlockTime } from '../../ports/LatestBlockTime'
import type { LiquidityTokenReads } from '../../ports/LiquidityTokenReads'
import type { Submitted, TransactionSubmitter } from '../../ports/TransactionSubmitter'
import type { TypedDataSigner } from '../../ports/TypedDataSigner'
import type { ChainConfig } from '../chains/ChainConfig'
import type { CurrencyAmount } from '../currency/CurrencyAmount'
import { NoApprovalOrSignatureError } from '../errors/NoApprovalOrSignatureError'
import { formatBalance } from '../format/formatBalance'
import { chooseLiquidityCall } from '../swap/chooseLiquidityCall'
import { estimateCalls } from '../transactions/estimateCalls'
import { transactionDeadline } from '../transactions/transactionDeadline'
import { buildAddLiquidityCall } from './buildAddLiquidityCall'
import { buildPermit } from './buildPermit'
import { buildRemoveLiquidityCalls } from './buildRemoveLiquidityCalls'
import { type SplitSignature, splitSignature } from './splitSignature'

/** A signed EIP-2612 permit of LP tokens for the router (spec section 3): v, r, s and the deadline it was signed for. */
export interface SignedPermit extends SplitSignature {
  readonly deadline: bigint
}

/** A liquidity call as sent: its hash and the router method chosen. */
export interface SentLiquidityCall extends Submitted {
  readonly methodName: string
}

type RouterOf = Pick<ChainConfig, 'chainId' | 'routerAddress'>

/**
 * Adding and removing liquidity (spec sections 4 and 5), for the Add and Remove screens and `fomo pool add|remove`:
 * the router calls with their minimums at the slippage tolerance (none for a first provider), the remove variants
 * tried in order by gas estimate, the EIP-2612 permit that replaces an approval, the deadline from the chain's time, and the
 * summary recorded.
 */
export class LiquidityService {
  constructor(
    private readonly calls: ContractCalls,
    private readonly gas: GasEstimator,
    private readonly submitter: TransactionSubmitter,
    private readonly signer: TypedDataSigner,
    private readonly lpReads: LiquidityTokenReads,
    private readonly clock: Clock,
    private readonly blocks: LatestBlockTime,
  ) {}

  /**
   * Adds `amountA` and `amountB` to their pool (`addLiquidityETH` with the native coin); the LP goes to `account`.
   *
   * @throws TransactionWouldFailError ('This transaction would fail. Please contact support.') when it does not estimate.
   */
  async add(input: {
    readonly config: RouterOf
    readonly account: string
    readonly amountA: CurrencyAmount
    readonly amountB: CurrencyAmount
    /** The pool is empty: the amounts set its price exactly, without slippage. */
    readonly noLiquidity: boolean
    readonly slippageBips: number
    readonly deadlineSeconds: number
  }): Promise<SentLiquidityCall> {
    const { config, account, amountA, amountB } = input
    const call = buildAddLiquidityCall({
      amountA,
      amountB,
      noLiquidity: input.noLiquidity,
      slippageBips: input.slippageBips,
      to: account,
      deadline: await this.deadline(config.chainId, input.deadlineSeconds),
    })
    return this.sendFirstEstimated(config, account, [call], {
      kind: 'addLiquidity',
      ...summaryAmounts(amountA, amountB),
    })
  }

  /**
   * Signs a permit for the router to burn `liquidity` of `pair`'s LP tokens instead of an approval transaction; the
   * permit's deadline is the chain's now plus `deadlineSeconds`, and the remove that uses it keeps that deadline.
   */
  async signRemovePermit(input: {
    readonly config: RouterOf
    readonly account: string
    readonly pair: string
    readonly liquidity: bigint
    readonly deadlineSeconds: number
  }): Promise<SignedPermit> {
    const { config, account, pair, liquidity } = input
    const nonce = await this.lpReads.permitNonce(config.chainId, pair, account)
    const deadline = await this.deadline(config.chainId, input.deadlineSeconds)
    const permit = buildPermit({
      chainId: config.chainId,
      pair,
      owner: account,
      spender: config.routerAddress,
      value: liquidity,
      nonce,
      deadline,
    })
    const signature = await this.signer.signTypedData(permit.domain, permit.types, permit.value)
    return { ...splitSignature(signature), deadline }
  }

  /**
   * Burns `liquidity` for at least `amountA` and `amountB` less the slippage tolerance, trying the router's variants in
   * order (with the native coin, the fee-on-transfer form second); with a `permit`, their `...WithPermit` forms.
   *
   * @throws NoApprovalOrSignatureError without an approval or a permit; TransactionWouldFailError when no variant
   * estimates.
   */
  async remove(input: {
    readonly config: RouterOf
    readonly account: string
    readonly amountA: CurrencyAmount
    readonly amountB: CurrencyAmount
    readonly liquidity: bigint
    readonly slippageBips: number
    readonly deadlineSeconds: number
    /** The router may already move the LP tokens (approved); else `permit` must be given. */
    readonly approved: boolean
    readonly permit: SignedPermit | undefined
  }): Promise<SentLiquidityCall> {
    const { config, account, amountA, amountB, permit } = input
    if (!input.approved && !permit) throw new NoApprovalOrSignatureError()
    const variants = buildRemoveLiquidityCalls({
      amountA,
      amountB,
      liquidity: input.liquidity,
      slippageBips: input.slippageBips,
      to: account,
      deadline: permit?.deadline ?? (await this.deadline(config.chainId, input.deadlineSeconds)),
      signature: permit,
    })
    return this.sendFirstEstimated(config, account, variants, {
      kind: 'removeLiquidity',
      ...summaryAmounts(amountA, amountB),
    })
  }

  /** The deadline of a transaction sent now: the chain's latest block time plus `deadlineSeconds`. */
  private deadline(chainId: number, deadlineSeconds: number): Promise<bigint> {
    return transactionDeadline({ clock: this.clock, blocks: this.blocks }, chainId, deadlineSeconds)
  }

  private async sendFirstEstimated(
    config: RouterOf,
    account: string,
    variants: Parameters<typeof estimateCalls>[2],
    summary: Parameters<TransactionSubmitter['submit']>[2]['summary'],
  ): Promise<SentLiquidityCall> {
    const candidates = await estimateCalls(
      { calls: this.calls, gas: this.gas },
      { chainId: config.chainId, abi: 'router', to: config.routerAddress, from: account },
      variants,
    )
    const { call, gasLimit } = chooseLiquidityCall(candidates)
    const sent = await this.submitter.submit(
      config.chainId,
      { to: config.routerAddress, data: call.data, value: call.value, gasLimit },
      { summary },
    )
    return { ...sent, methodName: call.methodName }
  }
}

function summaryAmounts(a: CurrencyAmount, b: CurrencyAmount) {
  return {
    amountA: formatBalance(a.raw, a.currency.decimals),
    symbolA: a.currency.symbol,
    amountB: formatBalance(b.raw, b.currency.decimals),
    symbolB: b.currency.symbol,
  }
}
