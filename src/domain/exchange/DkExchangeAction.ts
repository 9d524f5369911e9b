import type { ChainReads } from '../../ports/ChainReads'
import type { ExchangeChainReads } from '../../ports/ExchangeChainReads'
import type { Submitted } from '../../ports/TransactionSubmitter'
import type { ApprovalService, SentAfterApproval } from '../approval/ApprovalService'
import { createToken } from '../currency/createToken'
import type { Token } from '../currency/Token'
import { parseTypedAmount } from '../input/parseTypedAmount'
import type { RecipientOverride } from '../input/RecipientOverride'
import type { CallTarget } from '../transactions/sendContractCall'
import type { DkDirection } from './dkConversion'
import type { ExchangeService } from './ExchangeService'

/** A dog-token exchange as a person asks for it: which converter, which way, the typed amount, for whom. */
export interface DkExchangeOrder {
  /** The chain the wallet is on, the DK converter (`contract`) and who exchanges. */
  readonly target: CallTarget
  readonly direction: DkDirection
  /** The typed amount, in whole tokens of what goes in. */
  readonly amount: string
  /** Who receives what comes out (an address; required). */
  readonly recipient: string | undefined
  /** The user's slippage tolerance, basis points: the minimum output. */
  readonly slippageBips: number
  /** The user's transaction deadline, seconds. */
  readonly deadlineSeconds: number
  /** Whether to pay a contract or the zero address anyway (the CLI's --force). */
  readonly recipientOverride?: RecipientOverride
  /** The chain's token at an address as the driver lists it (the converter names its tokens by address). */
  readonly tokenOf: (address: string) => Token | undefined
}

/** An exchange that passed every check, with the converter's terms and the balance read for it. */
export type PreparedDkExchange = Parameters<ExchangeService['convertDk']>[0] & {
  readonly amount: bigint
  readonly recipient: string
  /** What the converter pays for the amount at the terms read. */
  readonly amountOut: bigint
}

/**
 * The dog-token exchange (DK ⇄ DK2) from typed amount to send (spec sections 4 and 5), for `fomo exchange dk` and the
 * `/exchange` form: `prepare` reads the converter's terms on chain and the balance now, then runs the exchange's
 * checks in the spec's order and the recipient rule every paying action shares (`checkDk`) before anything is
 * approved; `exchange` sends it; `send` approves the converter first when its allowance falls short. A refusal in
 * `prepare` sends nothing.
 */
export class DkExchangeAction {
  constructor(
    private readonly reads: ChainReads,
    private readonly terms: Pick<ExchangeChainReads, 'dkConverterTerms'>,
    private readonly approval: ApprovalService,
    private readonly exchanges: ExchangeService,
  ) {}

  /**
   * @throws the errors of `parseTypedAmount` for a malformed amount; ExchangeAmountRequiredError,
   * ExchangeExceedsBalanceError, BelowExchangeMinimumError, ExchangeRecipientRequiredError, InvalidRecipientError,
   * RiskyRecipientError (`checkDk`); the read's error when the terms cannot be read.
   */
  async prepare(order: DkExchangeOrder): Promise<PreparedDkExchange> {
    const { target, direction } = order
    const { chainId, contract, account } = target
    const config = await this.terms.dkConverterTerms(chainId, contract)
    const [dk, dk2] = [config.dk, config.dk2].map(
      // one the driver does not list shows by address (the converter's tokens have 18 decimals)
      (address) => order.tokenOf(address) ?? createToken({ chainId, address, decimals: 18, symbol: address }),
    ) as [Token, Token]
    const [tokenIn, tokenOut] = direction === 'toDk2' ? [dk, dk2] : [dk2, dk]
    const amount = parseTypedAmount(order.amount, tokenIn)?.raw
    const [balance = 0n] = await this.reads.balancesOf(chainId, account, [tokenIn])
    const { recipient, slippageBips, deadlineSeconds, recipientOverride } = order
    const conversion = { target, direction, tokenIn, tokenOut, amount, balance, recipient, config }
    const prepared = { ...conversion, slippageBips, deadlineSeconds, recipientOverride }
    return { ...prepared, ...(await this.exchanges.checkDk(prepared)) }
  }

  /** Sends the prepared exchange (the converter must already be allowed to move its amount). */
  exchange(prepared: PreparedDkExchange): Promise<Submitted> {
    return this.exchanges.convertDk(prepared)
  }

  /** Approves where needed, then exchanges: the whole flow after `prepare`, for a driver that takes it in one go. */
  send(prepared: PreparedDkExchange): Promise<SentAfterApproval> {
    const { target, tokenIn, amount } = prepared
    return this.approval.approveContractThenSend(target, tokenIn, amount, () => this.exchange(prepared))
  }
}
