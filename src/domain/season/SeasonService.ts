import type { ContractCalls } from '../../ports/ContractCalls'
import type { GasEstimator } from '../../ports/GasEstimator'
import type { Submitted, TransactionSubmitter } from '../../ports/TransactionSubmitter'
import { VoucherMismatchError } from '../errors/VoucherMismatchError'
import { WithdrawalFailedError } from '../errors/WithdrawalFailedError'
import { sendContractCall } from '../transactions/sendContractCall'
import type { SignedTitleVoucher } from './titleVoucher'

/**
 * The season actions that sign, for the season panel and `fomo season`: claiming a title NFT with the server's voucher
 * (`draw-season-reward`), estimated first (a revert — already claimed, expired — is 'Withdrawal failed' with the
 * contract's reason), sent with the 1.1x gas margin and recorded with its summary.
 */
export class SeasonService {
  constructor(
    readonly calls: ContractCalls,
    readonly gas: GasEstimator,
    readonly submitter: TransactionSubmitter,
  ) {}

  /**
   * Mints `account`'s title with `voucher`: FomoTitleNFT.claim(season, tier, deadline, v, r, s) from the account.
   *
   * @throws VoucherMismatchError for a voucher naming another account, or another title contract than the chain's;
   *   WithdrawalFailedError.
   */
  async claimTitle(input: {
    readonly chainId: number
    readonly account: string
    readonly voucher: SignedTitleVoucher
    /** The chain's FomoTitleNFT, as its deployment record names it. */
    readonly titleNft: string | undefined
  }): Promise<Submitted> {
    const { voucher, account, chainId } = input
    if (voucher.account.toLowerCase() !== account.toLowerCase()) {
      throw new VoucherMismatchError('it names another account')
    }
    if (!input.titleNft || voucher.nftContract.toLowerCase() !== input.titleNft.toLowerCase()) {
      throw new VoucherMismatchError("it is for another title contract than this chain's")
    }
    return sendContractCall(
      this,
      { chainId, contract: input.titleNft, account },
      {
        abi: 'titleNft',
        method: 'claim',
        args: [voucher.season, voucher.tier, voucher.deadline, voucher.v, voucher.r, voucher.s],
      },
      WithdrawalFailedError,
      { summary: { kind: 'claimTitle', season: String(voucher.season), tier: String(voucher.tier) } },
    )
  }
}
