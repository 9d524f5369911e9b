import type { ChainReads } from '../../ports/ChainReads'
import type { InvestmentReads } from '../../ports/InvestmentReads'
import type { Submitted } from '../../ports/TransactionSubmitter'
import type { ApprovalService, SentAfterApproval } from '../approval/ApprovalService'
import type { Token } from '../currency/Token'
import { WrongExchangeChainError } from '../errors/WrongExchangeChainError'
import { parseTypedAmount } from '../input/parseTypedAmount'
import type { CallTarget } from '../transactions/sendContractCall'
import type { ExchangeService } from './ExchangeService'

/** An HJW investment as a person asks for it: where, in which token, the typed amount, and the investment chain. */
export interface HjwInvestOrder {
  /** The chain the wallet is on, the investment contract (`contract`) and who invests. */
  readonly target: CallTarget
  readonly token: Token
  /** The chain the investment contract takes HJW on: the exchange is refused anywhere else. */
  readonly investmentChainId: number
  /** The typed amount, in whole tokens. */
  readonly amount: string
}

/** An investment that passed every check, with the close, the chain's time and the balance read for it. */
export type PreparedHjwInvestment = Parameters<ExchangeService['investHjw']>[0] & { readonly amount: bigint }

/**
 * The HJW exchange from typed amount to send (spec sections 4 and 5), for `fomo exchange hjw` and the `/exchangeHjw`
 * form: `prepare` refuses another chain than the investment chain before reading anything, then reads the contract's
 * close with the chain's time and the balance now, and runs the exchange's checks (`checkInvestment`: open, an amount,
 * the balance) before anything is approved; `invest` sends it; `send` approves the contract first when its allowance
 * falls short. A refusal in `prepare` sends nothing.
 */
export class HjwInvestAction {
  constructor(
    private readonly reads: ChainReads,
    private readonly investments: InvestmentReads,
    private readonly approval: ApprovalService,
    private readonly exchange: ExchangeService,
  ) {}

  /**
   * @throws WrongExchangeChainError ('goToHecoEx') off the investment chain; the errors of `parseTypedAmount` for a
   * malformed amount; ExchangeClosedError, ExchangeAmountRequiredError or ExchangeExceedsBalanceError
   * (`checkInvestment`); the read's error when the close cannot be read (nobody guesses whether it is open).
   */
  async prepare(order: HjwInvestOrder): Promise<PreparedHjwInvestment> {
    const { target, token, investmentChainId } = order
    const { chainId, contract, account } = target
    if (chainId !== investmentChainId) throw new WrongExchangeChainError('goToHecoEx', investmentChainId, chainId)
    const [{ closeTime, now }, [balance = 0n]] = await Promise.all([
      this.investments.termsOf(chainId, contract),
      this.reads.balancesOf(chainId, account, [token]),
    ])
    const amount = parseTypedAmount(order.amount, token)?.raw
    const input = { target, token, chainId, investmentChainId, now, closeTime, amount, balance }
    return { ...input, amount: this.exchange.checkInvestment(input) }
  }

  /** Sends the prepared investment (the contract must already be allowed to move its amount). */
  invest(prepared: PreparedHjwInvestment): Promise<Submitted> {
    return this.exchange.investHjw(prepared)
  }

  /** Approves where needed, then invests: the whole flow after `prepare`, for a driver that takes it in one go. */
  send(order: HjwInvestOrder, prepared: PreparedHjwInvestment): Promise<SentAfterApproval> {
    return this.approval.approveContractThenSend(order.target, order.token, prepared.amount, () =>
      this.invest(prepared),
    )
  }
}
