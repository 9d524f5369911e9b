import type { SeasonApi } from '../../ports/SeasonApi'
import type { Submitted } from '../../ports/TransactionSubmitter'
import type { TitleTier } from './awardTitles'
import type { SeasonService } from './SeasonService'
import type { SignedTitleVoucher } from './titleVoucher'

/** A title claim as a person asks for it: who, on which chain and title contract, and which tier. */
export interface TitleClaimOrder {
  readonly target: {
    readonly chainId: number
    readonly account: string
    /** The chain's FomoTitleNFT as its deployment record names it; a voucher for another is refused. */
    readonly titleNft: string | undefined
  }
  readonly tier: TitleTier
}

/**
 * Minting a season title (spec section 3, `draw-season-reward`), for `fomo season claim` and the season panel's claim
 * buttons: the server's voucher for the account's earliest unminted title of the tier (it refuses with 'No adventurer
 * title to claim' when there is none), checked against the account and the chain's title contract, then minted from
 * the account (SeasonService.claimTitle). Nothing is sent for a voucher that fails its check.
 */
export class TitleClaimAction {
  constructor(
    private readonly vouchers: Pick<SeasonApi, 'drawSeasonReward'>,
    private readonly season: Pick<SeasonService, 'claimTitle'>,
  ) {}

  /** @throws VoucherMismatchError; WithdrawalFailedError; the API's refusal to sign. */
  async claim(order: TitleClaimOrder): Promise<{ submitted: Submitted; voucher: SignedTitleVoucher }> {
    const { chainId, account, titleNft } = order.target
    const voucher = await this.vouchers.drawSeasonReward(chainId, account.toLowerCase(), order.tier)
    const submitted = await this.season.claimTitle({ chainId, account, voucher, titleNft })
    return { submitted, voucher }
  }
}
