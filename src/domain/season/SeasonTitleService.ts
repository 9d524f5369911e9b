import type { IndexedHead } from '../../ports/ChainHeads'
import type { ClaimSigner } from '../../ports/ClaimSigner'
import type { Clock } from '../../ports/Clock'
import type { SeasonSettlements } from '../../ports/SeasonSettlements'
import type { DeploymentRecord } from '../deployment/DeploymentRecord'
import { NoTitleNftError } from '../errors/NoTitleNftError'
import { NoTitleToClaimError } from '../errors/NoTitleToClaimError'
import { splitSignature } from '../liquidity/splitSignature'
import { VOUCHER_TTL_SECONDS } from '../rewards/voucherTtl'
import type { TitleTier } from './awardTitles'
import { mintedSeasons } from './mintedSeasons'
import type { TitleClaimedEvent } from './SeasonEvent'
import { type SignedTitleVoucher, titleVoucherTypedData } from './titleVoucher'

/** The title claims indexed on a chain, with the head they stand on. */
export interface TitleClaims {
  ledger(chainId: number): Promise<{ head: IndexedHead | undefined; titleClaims: readonly TitleClaimedEvent[] }>
}

export interface SeasonTitleServiceDeps {
  records: readonly DeploymentRecord[]
  /** The indexed title claims (the season ledgers): a title minted is not signed again. */
  claims: TitleClaims
  settlements: Pick<SeasonSettlements, 'titlesOf'>
  signer: ClaimSigner
  clock: Clock
}

/** The seasons' write on the server (spec section 3): a title's mint voucher, signed for the account that earned it. */
export class SeasonTitleService {
  constructor(private readonly deps: SeasonTitleServiceDeps) {}

  /**
   * The mint voucher for the account's earliest title of `tier` earned in a settled season and not minted yet
   * (minted: the indexed TitleClaimed events), signed by the server's key for this chain and contract; the contract
   * mints only to the account it names. Its deadline counts from the later of the clock and the chain's indexed time
   * (a devnet whose time was advanced runs ahead of the clock).
   *
   * @throws NoTitleNftError, NoTitleToClaimError when there is no title of the tier to claim.
   */
  async draw(chainId: number, account: string, tier: TitleTier): Promise<SignedTitleVoucher> {
    const record = this.deps.records.find((candidate) => candidate.chainId === chainId)
    const nft = record?.contracts.titleNft
    if (!nft) throw new NoTitleNftError(chainId)
    const [{ head, titleClaims }, earned] = await Promise.all([
      this.deps.claims.ledger(chainId),
      this.deps.settlements.titlesOf(chainId, account),
    ])
    const minted = mintedSeasons(titleClaims, account, tier)
    const title = earned.find((candidate) => candidate.tier === tier && !minted.has(candidate.season))
    if (!title) throw new NoTitleToClaimError(account, tier)
    const deadline = Math.max(Math.floor(this.deps.clock.now() / 1000), head?.timestamp ?? 0) + VOUCHER_TTL_SECONDS
    const typed = titleVoucherTypedData({ chainId, nft, account, season: title.season, tier, deadline })
    const signature = await this.deps.signer.signClaim(typed.domain, typed.types, typed.value)
    const { v, r, s } = splitSignature(signature)
    const signed = { nftContract: nft.toLowerCase(), account: account.toLowerCase(), season: title.season, tier }
    return { ...signed, deadline, v, r, s, signature }
  }
}
