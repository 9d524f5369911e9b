import { RestBountyApi } from '../adapters/rest/RestBountyApi'
import { RestSeasonApi } from '../adapters/rest/RestSeasonApi'
import { BountyService } from '../domain/bounty/BountyService'
import type { MiningService } from '../domain/mining/MiningService'
import { RewardClaimAction } from '../domain/mining/RewardClaimAction'
import { ReleaseWithdrawAction } from '../domain/release/ReleaseWithdrawAction'
import { TitleClaimAction } from '../domain/season/TitleClaimAction'
import type { RewardsPaid } from '../ports/RewardsPaid'
import type { SessionSigner } from './compositionRoot'
import type { ChainPorts } from './createChainPorts'

/**
 * The programmes a command reaches through the FomoSwap API server at the `--api` base URL, each built for that URL
 * over the session's chain and sending from its signer (WalletKeyError without one, when it comes to sending).
 */
export interface ApiServerProgrammes {
  /** The bounty area (`fomo bounty`): reads need no signer; a claim sends from the signer's account. */
  bounty(baseUrl: string): BountyService
  /** LP mining's reward withdrawal (`fomo mining claim`). */
  rewardClaim(baseUrl: string): RewardClaimAction
  /** Minting a season title with the server's voucher (`fomo season claim`). */
  titleClaim(baseUrl: string): TitleClaimAction
  /** The release's withdrawal, signed by the server (`fomo release withdraw`). */
  releaseWithdraw(baseUrl: string): ReleaseWithdrawAction
}

/** Part of the CLI's composition root (openChainSession): the API server's programmes of one chain session. */
export function apiServerProgrammes(ports: ChainPorts, signer: () => SessionSigner): ApiServerProgrammes {
  // what a reward voucher's claim reads (the distributor's payouts so far) and sends it with
  const paid: RewardsPaid = { paidOf: (...args) => ports.mining.rewardsPaid(...args) }
  const claims: Pick<MiningService, 'claim'> = { claim: (input) => signer().services.mining.claim(input) }
  return {
    bounty: (baseUrl) => new BountyService(new RestBountyApi(baseUrl), paid, claims),
    rewardClaim: (baseUrl) => new RewardClaimAction(ports.miningApi(baseUrl), paid, claims),
    titleClaim: (baseUrl) =>
      new TitleClaimAction(new RestSeasonApi(baseUrl), {
        claimTitle: (input) => signer().services.season.claimTitle(input),
      }),
    releaseWithdraw: (baseUrl) => new ReleaseWithdrawAction(ports.exchangeApi(baseUrl), signer().services.exchange),
  }
}
