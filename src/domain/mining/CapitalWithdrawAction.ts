import type { CapitalPoolReads } from '../../ports/CapitalPoolReads'
import type { Submitted } from '../../ports/TransactionSubmitter'
import type { Token } from '../currency/Token'
import { parseTypedAmount } from '../input/parseTypedAmount'
import type { MiningService, MiningTarget } from './MiningService'
import { capitalWithdrawalRefusal, type TimedAmount } from './withdrawalRefusal'

/** A capital-pool withdrawal as a person asks for it: from which pool, which token, the typed amount. */
export interface CapitalWithdrawOrder {
  /** The chain, the capital pool (`contract`) and who withdraws. */
  readonly target: MiningTarget
  readonly token: Token
  /** The typed amount, in whole tokens. */
  readonly amount: string
}

/** A withdrawal that passed its check, with what the pool let the account withdraw when it was read. */
export interface PreparedCapitalWithdrawal {
  readonly target: MiningTarget
  readonly token: Token
  readonly amount: bigint
  /** The free balance and the matured deposits (`withdrawableOf`). */
  readonly withdrawable: bigint
  /** The fixed-term deposits not withdrawn yet: what says until when a refused withdrawal is in its term. */
  readonly deposits: readonly TimedAmount[]
}

/**
 * A capital-pool withdrawal from typed amount to send (spec sections 4 and 5), for `fomo capital withdraw` and the
 * `/capitalPool` screen's Withdraw: `prepare` reads what the pool lets the account withdraw now and refuses nothing or
 * more than that (noDeposit), or, when every deposit is in its term, says how much and until when; `withdraw` sends
 * it. A refusal in `prepare` sends nothing.
 */
export class CapitalWithdrawAction {
  constructor(
    private readonly pool: CapitalPoolReads,
    private readonly mining: MiningService,
  ) {}

  /**
   * @throws the errors of `parseTypedAmount` for a malformed amount; NoDepositToWithdrawError or DepositInTermError
   * (`capitalWithdrawalRefusal`).
   */
  async prepare(order: CapitalWithdrawOrder): Promise<PreparedCapitalWithdrawal> {
    const { target, token } = order
    const snapshot = await this.pool.snapshot(target.chainId, target.contract, target.account, [token.address])
    const [figures] = snapshot.tokens
    const prepared = {
      target,
      token,
      amount: parseTypedAmount(order.amount, token)?.raw ?? 0n,
      withdrawable: figures?.withdrawable ?? 0n,
      deposits: figures?.deposits ?? [],
    }
    const refusal = capitalWithdrawalRefusal(prepared.amount, prepared.withdrawable, prepared.deposits, token)
    if (refusal) throw refusal
    return prepared
  }

  /** Sends the prepared withdrawal from the pool's matured deposits. */
  withdraw(prepared: PreparedCapitalWithdrawal): Promise<Submitted> {
    return this.mining.capitalWithdraw(prepared)
  }
}
