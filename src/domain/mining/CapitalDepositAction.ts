import type { CapitalPoolReads } from '../../ports/CapitalPoolReads'
import type { ChainReads } from '../../ports/ChainReads'
import type { Submitted } from '../../ports/TransactionSubmitter'
import type { ApprovalService, SentAfterApproval } from '../approval/ApprovalService'
import type { Token } from '../currency/Token'
import { parseTypedAmount } from '../input/parseTypedAmount'
import type { CapitalDepositInput, MiningService, MiningTarget } from './MiningService'

/** A capital-pool deposit as a person asks for it: where, which token, the typed amount and the option chosen. */
export interface CapitalDepositOrder {
  /** The chain, the capital pool (`contract`) and who deposits. */
  readonly target: MiningTarget
  readonly token: Token
  /** The typed amount, in whole tokens. */
  readonly amount: string
  /** The pool's `depositOption`: a term in days the admin defines (0: withdraw any time). */
  readonly option: number
}

/** A deposit that passed every check, with the balance and the pool's figures read for it. */
export type PreparedCapitalDeposit = CapitalDepositInput & { readonly amount: bigint }

/**
 * A capital-pool deposit from typed amount to send (spec sections 4 and 5), for `fomo capital deposit` and the
 * `/capitalPool` deposit form: `prepare` reads the balance and the pool (its options, the token's listing and the
 * account's open deposits) now and runs every check the pool makes (`MiningService.checkCapitalDeposit`: an amount,
 * the balance, the listing, an offered option, the open deposits) before anything is approved; `deposit` sends it; `send`
 * approves the pool first when its allowance falls short. A refusal in `prepare` sends nothing.
 */
export class CapitalDepositAction {
  constructor(
    private readonly reads: ChainReads,
    private readonly pool: CapitalPoolReads,
    private readonly approval: ApprovalService,
    private readonly mining: MiningService,
  ) {}

  /**
   * @throws the errors of `parseTypedAmount` for a malformed amount; DepositAmountRequiredError,
   * PledgeExceedsBalanceError, CapitalTokenNotListedError, UnknownLockOptionError or TooManyOpenDepositsError
   * (`checkCapitalDeposit`).
   */
  async prepare(order: CapitalDepositOrder): Promise<PreparedCapitalDeposit> {
    const { target, token } = order
    const { chainId, contract, account } = target
    const [[balance = 0n], snapshot] = await Promise.all([
      this.reads.balancesOf(chainId, account, [token]),
      this.pool.snapshot(chainId, contract, account, [token.address]),
    ])
    const [figures] = snapshot.tokens
    return this.mining.checkCapitalDeposit({
      target,
      token,
      amount: parseTypedAmount(order.amount, token)?.raw,
      balance,
      option: order.option,
      offeredOptions: snapshot.options,
      listed: figures?.listed ?? false,
      deposits: figures?.deposits ?? [],
    })
  }

  /** Sends the prepared deposit (the pool must already be allowed to move its amount). */
  deposit(prepared: PreparedCapitalDeposit): Promise<Submitted> {
    return this.mining.capitalDeposit(prepared)
  }

  /** Approves where needed, then deposits: the whole flow after `prepare`, for a driver that takes it in one go. */
  send(order: CapitalDepositOrder, prepared: PreparedCapitalDeposit): Promise<SentAfterApproval> {
    return this.approval.approveContractThenSend(order.target, order.token, prepared.amount, () =>
      this.deposit(prepared),
    )
  }
}
