import { RpcBridgeChainReads } from '../../adapters/rpc/RpcBridgeChainReads'
import { RpcExchangeChainReads } from '../../adapters/rpc/RpcExchangeChainReads'
import { RpcLiquidityTokenReads } from '../../adapters/rpc/RpcLiquidityTokenReads'
import { RpcRewardsPaid } from '../../adapters/rpc/RpcRewardsPaid'
import { EthersTypedDataVerifier } from '../../adapters/signer/EthersTypedDataVerifier'
import { BountyCrediter } from '../../domain/bounty/BountyCrediter'
import { BountyRewardService } from '../../domain/bounty/BountyRewardService'
import { BridgeCollectionService } from '../../domain/bridge/BridgeCollectionService'
import { DEVNET_BRIDGE_QUOTA_TERMS } from '../../domain/bridge/bridgeQuota'
import type { DeploymentRecord } from '../../domain/deployment/DeploymentRecord'
import { InvitationBindingService } from '../../domain/invite/InvitationBindingService'
import { DirectorSnapshotService } from '../../domain/leaderboard/DirectorSnapshotService'
import { ReleaseWithdrawalService } from '../../domain/release/ReleaseWithdrawalService'
import { RewardVoucherService } from '../../domain/rewards/RewardVoucherService'
import { SeasonSettler } from '../../domain/season/SeasonSettler'
import { SeasonTitleService } from '../../domain/season/SeasonTitleService'
import type { ChainHeads } from '../../ports/ChainHeads'
import type { ServerConfig } from '../config/ServerConfig'
import { BountyReadModel } from '../programmes/BountyReadModel'
import { BridgeQuotas } from '../programmes/BridgeQuotas'
import { BridgeReadModel } from '../programmes/BridgeReadModel'
import { DirectorLeaderboard } from '../programmes/DirectorLeaderboard'
import { ExchangeReadModel } from '../programmes/ExchangeReadModel'
import { finalChainHeads } from '../programmes/finalChainHeads'
import { LastGoodLpSupplies } from '../programmes/LastGoodLpSupplies'
import { MiningLedgers } from '../programmes/MiningLedgers'
import { MiningReadModel } from '../programmes/MiningReadModel'
import { SeasonLedgers } from '../programmes/SeasonLedgers'
import { SeasonReadModel } from '../programmes/SeasonReadModel'
import type { ServerPorts } from './ServerPorts'

/** The server's programmes: what the routes read and sign, and what the indexer settles after each range. */
export interface Programmes {
  mining: MiningReadModel
  rewardVouchers: RewardVoucherService
  exchange: ExchangeReadModel
  releaseWithdrawals: ReleaseWithdrawalService
  bridge: BridgeReadModel
  bridgeCollections: BridgeCollectionService
  seasons: SeasonReadModel
  titles: SeasonTitleService
  settler: SeasonSettler
  bounty: BountyReadModel
  bountyRewards: BountyRewardService
  crediter: BountyCrediter
  leaderboard: DirectorLeaderboard
  snapshotter: DirectorSnapshotService
  invitationBindings: InvitationBindingService
}

/** What every programme is built from. */
interface ProgrammeContext {
  ports: ServerPorts
  records: readonly DeploymentRecord[]
  /** Each chain's final head: what is signed or paid stands on the blocks up to it (issue 26). */
  finalHeads: ChainHeads
  /** The ledgers of the indexed and of the final mining events. */
  ledgers: MiningLedgers
  finalLedgers: MiningLedgers
}

/**
 * Builds each programme from the ports: what the screens show stands at the indexed heads, what is signed or paid at
 * the final heads. `payoutDepth` is the blocks a bridge collection waits on its source chain before it is paid.
 */
export function composeProgrammes(
  ports: ServerPorts,
  records: readonly DeploymentRecord[],
  config: ServerConfig,
  payoutDepth: Readonly<Record<number, number>>,
): Programmes {
  const finalHeads = finalChainHeads(ports.heads, ports.finalHeads)
  const context: ProgrammeContext = {
    ports,
    records,
    finalHeads,
    ledgers: new MiningLedgers(ports.heads, ports.mining),
    finalLedgers: new MiningLedgers(finalHeads, ports.mining),
  }
  const mining = composeMining(context)
  const rewardVouchers = new RewardVoucherService({ owed: mining, signer: ports.claimSigner, clock: ports.clock })
  const { seasons, settler, titles } = composeSeasons(context)
  const { bounty, crediter, bountyRewards } = composeBounty(context, rewardVouchers)
  return {
    mining,
    rewardVouchers,
    ...composeExchange(context),
    ...composeBridge(context, config, payoutDepth),
    seasons,
    titles,
    settler,
    bounty,
    bountyRewards,
    crediter,
    invitationBindings: new InvitationBindingService({
      invitations: ports.invitations,
      verifier: ports.messageVerifier,
      code: ports.accountCode,
      clock: ports.clock,
      chains: config.chains,
    }),
    ...composeLeaderboard(context, config),
  }
}

function composeLeaderboard({ ports, records, finalHeads }: ProgrammeContext, config: ServerConfig) {
  const timeZone = config.leaderboardTimeZone ?? 'UTC'
  // a snapshot served all day stands on final blocks
  const snapshotter = new DirectorSnapshotService({
    heads: finalHeads,
    events: ports.mining,
    snapshots: ports.directorSnapshots,
    timeZone,
  })
  const chains = records.map((record) => record.chainId)
  const leaderboard = new DirectorLeaderboard({ snapshotter, snapshots: ports.directorSnapshots, chains, timeZone })
  return { snapshotter, leaderboard }
}

function composeMining({ ports, records, ledgers, finalLedgers }: ProgrammeContext): MiningReadModel {
  return new MiningReadModel({
    ledgers,
    finalLedgers,
    records,
    market: ports.market,
    lpReads: new RpcLiquidityTokenReads(ports.rpcs),
    paid: new RpcRewardsPaid(ports.rpcs),
    rewards: ports.rewards,
  })
}

function composeBridge(
  { ports, records, finalLedgers }: ProgrammeContext,
  config: ServerConfig,
  payoutDepth: Readonly<Record<number, number>>,
) {
  // get-convert-config values pledges on every chain: a hung node answers from the last good LP supplies
  const lastGoodSupplies = new LastGoodLpSupplies(new RpcLiquidityTokenReads(ports.rpcs))
  const quotas = new BridgeQuotas({
    records,
    mining: finalLedgers,
    market: ports.market,
    lpReads: lastGoodSupplies,
    reservations: ports.bridgeReservations,
    terms: config.bridge.quota ?? DEVNET_BRIDGE_QUOTA_TERMS,
  })
  return {
    bridge: new BridgeReadModel({
      suppliesAge: (chainId) => lastGoodSupplies.ageOf(chainId),
      records,
      quotas,
      bridgeRecords: ports.bridgeRecords,
      heads: ports.heads,
      clock: ports.clock,
      confirmations: (chainId) => payoutDepth[chainId] ?? 1,
    }),
    bridgeCollections: new BridgeCollectionService({
      records,
      quotas,
      reservations: ports.bridgeReservations,
      heads: ports.heads,
      reads: new RpcBridgeChainReads(ports.rpcs),
      signer: ports.claimSigner,
      clock: ports.clock,
      deadlineSeconds: config.bridge.deadlineSeconds,
      verifier: new EthersTypedDataVerifier(),
    }),
  }
}

function composeExchange({ ports, records }: ProgrammeContext) {
  const reads = new RpcExchangeChainReads(ports.rpcs)
  const exchange = new ExchangeReadModel({
    records,
    events: ports.exchangeEvents,
    heads: ports.heads,
    finality: ports.finalHeads,
    reads,
    clock: ports.clock,
  })
  const releaseWithdrawals = new ReleaseWithdrawalService({ standings: exchange, reads, signer: ports.claimSigner })
  return { exchange, releaseWithdrawals }
}

function composeSeasons({ ports, records, finalHeads, ledgers }: ProgrammeContext) {
  const finalSeasonLedgers = new SeasonLedgers(finalHeads, ports.mining, ports.seasonEvents, ports.invitations)
  const seasonLedgers = new SeasonLedgers(ports.heads, ports.mining, ports.seasonEvents, ports.invitations)
  const titles = new SeasonTitleService({
    records,
    claims: seasonLedgers,
    settlements: ports.seasonSettlements,
    signer: ports.claimSigner,
    clock: ports.clock,
  })
  return {
    settler: new SeasonSettler(finalSeasonLedgers, ports.seasonSettlements),
    titles,
    seasons: new SeasonReadModel({
      ledgers: seasonLedgers,
      mining: ledgers,
      invitations: ports.invitations,
      records,
      settlements: ports.seasonSettlements,
      rewards: ports.rewards,
      clock: ports.clock,
      market: ports.market,
    }),
  }
}

function composeBounty({ ports, records, finalHeads }: ProgrammeContext, vouchers: RewardVoucherService) {
  const deps = {
    records,
    mining: ports.mining,
    rounds: ports.gameRounds,
    draws: ports.prizeDraws,
    invitations: ports.invitations,
    market: ports.market,
    rewards: ports.rewards,
    credits: ports.bountyCredits,
  }
  // the payouts stand on final blocks; what the screens show, on the indexed ones
  const finalBounty = new BountyReadModel({ ...deps, heads: finalHeads })
  return {
    crediter: new BountyCrediter(finalBounty, ports.bountyCredits),
    bounty: new BountyReadModel({ ...deps, heads: ports.heads, payouts: finalBounty }),
    bountyRewards: new BountyRewardService({
      finalStates: finalBounty,
      credits: ports.bountyCredits,
      rewards: ports.rewards,
      vouchers,
    }),
  }
}
