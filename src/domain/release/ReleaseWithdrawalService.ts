import type { ClaimSigner } from '../../ports/ClaimSigner'
import type { ExchangeChainReads } from '../../ports/ExchangeChainReads'
import { ChainNodeUnavailableError } from '../errors/ChainNodeUnavailableError'
import { WithdrawalNotIndexedError } from '../errors/WithdrawalNotIndexedError'
import { type SplitSignature, splitSignature } from '../liquidity/splitSignature'
import { VOUCHER_TTL_SECONDS } from '../rewards/voucherTtl'
import { type ReleasePosition, releaseWithdrawal } from './releasePosition'
import type { ReleaseSchedule } from './releaseSchedule'
import { type ReleaseVoucher, releaseVoucherTypedData, type SignedReleaseVoucher } from './releaseVoucher'

/** Where an account's release stands on the final investments and the indexed withdrawals. */
export interface ReleaseStanding {
  readonly position: ReleasePosition
  readonly schedule: ReleaseSchedule
  /** The chain that pays the release, its investment contract and the released token (lowercase). */
  readonly withdrawChainId: number
  readonly contract: string
  readonly token: string
  /** Unix seconds: the later of the clock and the withdraw chain's indexed time. */
  readonly now: number
}

export interface ReleaseWithdrawalServiceDeps {
  /** The account's standing (the exchange read model, over the indexed events). */
  standings: { standing(account: string): Promise<ReleaseStanding> }
  reads: Pick<ExchangeChainReads, 'withdrawalCount'>
  signer: ClaimSigner
}

/** A signed release withdrawal: what `withdrawalToken` takes. */
export interface SignedReleaseWithdrawal extends SignedReleaseVoucher, SplitSignature {}

/** The release's write on the server (spec section 3): a signed withdrawal of what is released and not withdrawn. */
export class ReleaseWithdrawalService {
  constructor(private readonly deps: ReleaseWithdrawalServiceDeps) {}

  /**
   * A signed withdrawal of everything released and not withdrawn, under the account's next number. Refused while a
   * landed withdrawal is not indexed yet: the index would undercount what was paid.
   *
   * @throws NoInvestmentContractError, ReleaseChainsNotIndexedError (from the standing), WithdrawalNotIndexedError,
   *   NothingInvestedError, NotReleasedYetError, NothingReleasedError, ChainNodeUnavailableError.
   */
  async withdraw(account: string): Promise<SignedReleaseWithdrawal> {
    const { position, schedule, withdrawChainId, contract, token, now } = await this.deps.standings.standing(account)
    const onChain = await this.deps.reads.withdrawalCount(withdrawChainId, contract, account).catch((cause) => {
      throw new ChainNodeUnavailableError(withdrawChainId, cause)
    })
    if (onChain !== position.nextNumber) throw new WithdrawalNotIndexedError(position.nextNumber, onChain)
    const withdrawal = releaseWithdrawal(position, schedule)
    const voucher: ReleaseVoucher = {
      chainId: withdrawChainId,
      contract,
      account,
      historicalWithdrawalNumber: withdrawal.number,
      token,
      amount: withdrawal.amount,
      deadline: now + VOUCHER_TTL_SECONDS,
    }
    const typed = releaseVoucherTypedData(voucher)
    const signature = await this.deps.signer.signClaim(typed.domain, typed.types, typed.value)
    const { v, r, s } = splitSignature(signature)
    return { ...voucher, account: account.toLowerCase(), signature, v, r, s }
  }
}
