import type { ChainReads } from '../../ports/ChainReads'
import type { LatestBlockTime } from '../../ports/LatestBlockTime'
import type { LpMiningReads } from '../../ports/LpMiningReads'
import type { Submitted } from '../../ports/TransactionSubmitter'
import type { ApprovalService, SentAfterApproval } from '../approval/ApprovalService'
import type { Token } from '../currency/Token'
import { parseTypedAmount } from '../input/parseTypedAmount'
import type { MiningService, MiningTarget } from './MiningService'

/** An LP pledge as a person asks for it: where, which LP token, the typed amount and the lock term. */
export interface PledgeOrder {
  /** The chain, the LP-mining contract (`contract`) and who pledges. */
  readonly target: MiningTarget
  readonly lpToken: Token
  /** The typed amount, in whole LP. */
  readonly amount: string
  /** The lock term in days (0: on demand). */
  readonly lockDays: number
}

/** A pledge that passed every check, with the balance, the pool's terms and the open locks read for it. */
export interface PreparedPledge {
  readonly target: MiningTarget
  readonly lpToken: Token
  readonly amount: bigint
  readonly balance: bigint
  readonly lockDays: number
  /** The lock terms the pool offered when read, in days (none once it is shut down). */
  readonly offeredDays: readonly number[]
  /** The position's locks not matured by the chain's time when read. */
  readonly unmaturedLocks: number
}

/**
 * An LP pledge from typed amount to send (spec sections 4 and 5), for `fomo mining pledge` and the `/bankIncome`
 * pledge modal: `prepare` reads the LP balance, the pool's terms (none once shut down), the position and the chain's
 * time now and runs every check the contract makes (`MiningService.checkPledge`: fillPA, beyondMax, an offered term,
 * the open locks) before anything is approved; `pledge` sends it; `send` approves the mining contract first when its
 * allowance falls short. A refusal in `prepare` sends nothing.
 */
export class PledgeAction {
  constructor(
    private readonly reads: ChainReads,
    private readonly mining: LpMiningReads,
    private readonly blocks: LatestBlockTime,
    private readonly approval: ApprovalService,
    private readonly service: MiningService,
  ) {}

  /**
   * @throws the errors of `parseTypedAmount` for a malformed amount; PledgeAmountRequiredError,
   * PledgeExceedsBalanceError, UnknownLockOptionError or TooManyOpenLocksError (`checkPledge`).
   */
  async prepare(order: PledgeOrder): Promise<PreparedPledge> {
    const { target, lpToken, lockDays } = order
    const { chainId, contract, account } = target
    const amount = parseTypedAmount(order.amount, lpToken)?.raw
    const [[balance = 0n], pool, position, now] = await Promise.all([
      this.reads.balancesOf(chainId, account, [lpToken]),
      this.mining.pool(chainId, contract, lpToken.address),
      this.mining.position(chainId, contract, lpToken.address, account),
      this.blocks.of(chainId), // the chain's time, never the wall clock: which locks have matured
    ])
    return this.service.checkPledge({
      target,
      lpToken,
      amount,
      balance,
      lockDays,
      offeredDays: !pool || pool.shutDown ? [] : pool.options.map((option) => option.lockDays),
      unmaturedLocks: position.locks.filter((lock) => lock.unlockAt > now).length,
    })
  }

  /** Sends the prepared pledge (the mining contract must already be allowed to move its amount). */
  pledge(prepared: PreparedPledge): Promise<Submitted> {
    return this.service.pledge(prepared)
  }

  /** Approves where needed, then pledges: the whole flow after `prepare`, for a driver that takes it in one go. */
  send(prepared: PreparedPledge): Promise<SentAfterApproval> {
    const { target, lpToken, amount } = prepared
    return this.approval.approveContractThenSend(target, lpToken, amount, () => this.pledge(prepared))
  }
}
