import type { ContractCalls } from '../../ports/ContractCalls'
import type { GasEstimator } from '../../ports/GasEstimator'
import type { Submitted, TransactionSubmitter } from '../../ports/TransactionSubmitter'
import { VoucherMismatchError } from '../errors/VoucherMismatchError'
import { WithdrawalFailedError } from '../errors/WithdrawalFailedError'
import { splitSignature } from '../liquidity/splitSignature'
import { sendContractCall } from '../transactions/sendContractCall'
import type { TitleVoucher } from './titleVoucher'

/** A title voucher as the API hands it over (`draw-season-reward`): what was signed and the signature. */
export interface SignedTitleVoucher extends TitleVoucher {
  readonly signature: string
}

/**
 * The season titles (issue 14), for the season panel's claim buttons and `fomo season claim`: mints the account's
 * title with the server's voucher, one FomoTitleNFT `claim` estimated and sent with the 1.1x gas margin, recorded as
 * 'Claim the adventurer title of season n'. A revert (already claimed, expired) is 'Withdrawal failed' with the reason.
 */
export class TitleService {
  constructor(
    readonly calls: ContractCalls,
    readonly gas: GasEstimator,
    readonly submitter: TransactionSubmitter,
  ) {}

  /**
   * Claims the title `voucher` names, for `account`.
   *
   * @throws VoucherMismatchError for another account's voucher; WithdrawalFailedError.
   */
  claim(input: { readonly account: string; readonly voucher: SignedTitleVoucher }): Promise<Submitted> {
    const { account, voucher } = input
    if (voucher.account.toLowerCase() !== account.toLowerCase())
      throw new VoucherMismatchError('it names another account')
    const { v, r, s } = splitSignature(voucher.signature)
    return sendContractCall(
      this,
      { chainId: voucher.chainId, contract: voucher.nft, account },
      { abi: 'titleNft', method: 'claim', args: [voucher.season, voucher.tier, voucher.deadline, v, r, s] },
      WithdrawalFailedError,
      { summary: { kind: 'claimTitle', tier: String(voucher.tier), season: String(voucher.season) } },
    )
  }
}
