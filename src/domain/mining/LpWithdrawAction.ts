import type { LpMiningReads } from '../../ports/LpMiningReads'
import type { Submitted } from '../../ports/TransactionSubmitter'
import type { Token } from '../currency/Token'
import { parseTypedAmount } from '../input/parseTypedAmount'
import type { MiningService, MiningTarget } from './MiningService'
import { lpWithdrawalRefusal, type TimedAmount } from './withdrawalRefusal'

/** An LP withdrawal as a person asks for it: from which mining contract, which LP token, how much. */
export interface LpWithdrawOrder {
  /** The chain, the LP-mining contract (`contract`) and who withdraws. */
  readonly target: MiningTarget
  readonly lpToken: Token
  /** The typed amount, in whole LP; absent: all that is unlocked now (the screen's Withdraw LP). */
  readonly amount?: string
}

/** A withdrawal that passed its check, with what the position let the account withdraw when it was read. */
export interface PreparedLpWithdrawal {
  readonly target: MiningTarget
  readonly lpToken: Token
  readonly amount: bigint
  /** The demand balance and the matured locks (`withdrawableOf`). */
  readonly unlocked: bigint
  /** The position's locks: what says until when a refused withdrawal is locked. */
  readonly locks: readonly TimedAmount[]
}

/**
 * An LP withdrawal from typed amount to send (spec sections 4 and 5), for `fomo mining withdraw` and the `/bankIncome`
 * screen's Withdraw LP: `prepare` reads the position now and refuses nothing or more than is unlocked (noLPW), or,
 * when all of it is locked, says how much and until when; `withdraw` sends it. A refusal in `prepare` sends nothing.
 */
export class LpWithdrawAction {
  constructor(
    private readonly mining: LpMiningReads,
    private readonly service: MiningService,
  ) {}

  /**
   * @throws the errors of `parseTypedAmount` for a malformed amount; NoLpToWithdrawError or LpLockedError
   * (`lpWithdrawalRefusal`).
   */
  async prepare(order: LpWithdrawOrder): Promise<PreparedLpWithdrawal> {
    const { target, lpToken } = order
    const typed = order.amount === undefined ? undefined : (parseTypedAmount(order.amount, lpToken)?.raw ?? 0n)
    const position = await this.mining.position(target.chainId, target.contract, lpToken.address, target.account)
    const prepared = {
      target,
      lpToken,
      amount: typed ?? position.withdrawable,
      unlocked: position.withdrawable,
      locks: position.locks,
    }
    const refusal = lpWithdrawalRefusal(prepared.amount, prepared.unlocked, prepared.locks)
    if (refusal) throw refusal
    return prepared
  }

  /** Sends the prepared withdrawal from the demand balance and the matured locks. */
  withdraw(prepared: PreparedLpWithdrawal): Promise<Submitted> {
    return this.service.withdrawLp(prepared)
  }
}
