import { Container } from 'inversify'
import { SystemClock } from '../../adapters/clock/SystemClock'
import { PgBountyCredits } from '../../adapters/db/PgBountyCredits'
import { PgBridgeEvents } from '../../adapters/db/PgBridgeEvents'
import { PgBridgeRecords } from '../../adapters/db/PgBridgeRecords'
import { PgBridgeRelays } from '../../adapters/db/PgBridgeRelays'
import { PgBridgeReservations } from '../../adapters/db/PgBridgeReservations'
import { PgChainEventStore } from '../../adapters/db/PgChainEventStore'
import { PgDirectorSnapshots } from '../../adapters/db/PgDirectorSnapshots'
import { PgExchangeEvents } from '../../adapters/db/PgExchangeEvents'
import { PgFinalHeads } from '../../adapters/db/PgFinalHeads'
import { PgGameRoundEvents } from '../../adapters/db/PgGameRoundEvents'
import { PgInvitations } from '../../adapters/db/PgInvitations'
import { PgMarketData } from '../../adapters/db/PgMarketData'
import { PgMiningEvents } from '../../adapters/db/PgMiningEvents'
import { PgPrizeDrawEvents } from '../../adapters/db/PgPrizeDrawEvents'
import { PgRewardLedger } from '../../adapters/db/PgRewardLedger'
import { PgSeasonEvents } from '../../adapters/db/PgSeasonEvents'
import { PgSeasonSettlements } from '../../adapters/db/PgSeasonSettlements'
import type { SqlDatabase } from '../../adapters/db/SqlDatabase'
import { FetchJsonRpc } from '../../adapters/rpc/FetchJsonRpc'
import { RpcAccountCode } from '../../adapters/rpc/RpcAccountCode'
import { Eip712ClaimSigner } from '../../adapters/signer/Eip712ClaimSigner'
import { EthersMessageVerifier } from '../../adapters/signer/EthersMessageVerifier'
import type { DeploymentRecord } from '../../domain/deployment/DeploymentRecord'
import { AccountCode } from '../../ports/AccountCode'
import { BountyCredits } from '../../ports/BountyCredits'
import { BridgeEvents } from '../../ports/BridgeEvents'
import { BridgeRecords } from '../../ports/BridgeRecords'
import { BridgeRelays } from '../../ports/BridgeRelays'
import { BridgeReservations } from '../../ports/BridgeReservations'
import { ChainEventStore } from '../../ports/ChainEventStore'
import { ClaimSigner } from '../../ports/ClaimSigner'
import { Clock } from '../../ports/Clock'
import { DirectorSnapshots } from '../../ports/DirectorSnapshots'
import { ExchangeEvents } from '../../ports/ExchangeEvents'
import { FinalHeads } from '../../ports/FinalHeads'
import { GameRoundEvents } from '../../ports/GameRoundEvents'
import { Invitations } from '../../ports/Invitations'
import { MarketData } from '../../ports/MarketData'
import { MiningEvents } from '../../ports/MiningEvents'
import { PrizeDrawEvents } from '../../ports/PrizeDrawEvents'
import { RewardLedger } from '../../ports/RewardLedger'
import { SeasonEvents } from '../../ports/SeasonEvents'
import { SeasonSettlements } from '../../ports/SeasonSettlements'
import { SignedMessageVerifier } from '../../ports/SignedMessageVerifier'
import type { ServerConfig } from '../config/ServerConfig'
import { countedClaimSigner } from '../metrics/countedClaimSigner'
import type { VoucherCounter } from '../metrics/registerMetrics'

/** Every port the server's programmes, routes and workers use, each bound to its adapter. */
export interface ServerPorts {
  clock: Clock
  events: ChainEventStore
  market: MarketData
  finalHeads: FinalHeads
  invitations: Invitations
  messageVerifier: SignedMessageVerifier
  /** The indexed mining events; also where each chain's indexed head is read. */
  mining: MiningEvents
  exchangeEvents: ExchangeEvents
  bridgeEvents: BridgeEvents
  bridgeRelays: BridgeRelays
  bridgeReservations: BridgeReservations
  bridgeRecords: BridgeRecords
  seasonEvents: SeasonEvents
  seasonSettlements: SeasonSettlements
  gameRounds: GameRoundEvents
  prizeDraws: PrizeDrawEvents
  bountyCredits: BountyCredits
  rewards: RewardLedger
  directorSnapshots: DirectorSnapshots
  /** Signs every voucher; each signature is counted by the counter `bindServerPorts` was given. */
  claimSigner: ClaimSigner
  accountCode: AccountCode
  /** Each served chain's node. */
  rpcs: ReadonlyMap<number, FetchJsonRpc>
}

/**
 * Binds each port to its adapter in an inversify container and reads them back as one object: the only place the
 * container is read. `countVoucher` is asked at each claim signature (the metrics set it once registered).
 */
export function bindServerPorts(
  database: SqlDatabase,
  config: ServerConfig,
  deployments: readonly DeploymentRecord[],
  countVoucher: VoucherCounter,
): ServerPorts {
  const rpcs = new Map(
    deployments.map((record) => [
      record.chainId,
      new FetchJsonRpc(config.rpcUrls[record.chainId] ?? record.rpcUrl, config.indexer.rpcTimeoutMs),
    ]),
  )
  const container = new Container()
  container.bind<Clock>(Clock).toConstantValue(new SystemClock())
  container.bind<ChainEventStore>(ChainEventStore).toConstantValue(new PgChainEventStore(database))
  container.bind<MarketData>(MarketData).toConstantValue(new PgMarketData(database))
  container.bind<FinalHeads>(FinalHeads).toConstantValue(new PgFinalHeads(database, config.finalityDepth))
  container.bind<Invitations>(Invitations).toConstantValue(new PgInvitations(database))
  container.bind<SignedMessageVerifier>(SignedMessageVerifier).toConstantValue(new EthersMessageVerifier())
  container.bind<MiningEvents>(MiningEvents).toConstantValue(new PgMiningEvents(database))
  container.bind<ExchangeEvents>(ExchangeEvents).toConstantValue(new PgExchangeEvents(database))
  container.bind<BridgeEvents>(BridgeEvents).toConstantValue(new PgBridgeEvents(database))
  container.bind<BridgeRelays>(BridgeRelays).toConstantValue(new PgBridgeRelays(database))
  container.bind<SeasonEvents>(SeasonEvents).toConstantValue(new PgSeasonEvents(database))
  container.bind<GameRoundEvents>(GameRoundEvents).toConstantValue(new PgGameRoundEvents(database))
  container.bind<PrizeDrawEvents>(PrizeDrawEvents).toConstantValue(new PgPrizeDrawEvents(database))
  container.bind<BountyCredits>(BountyCredits).toConstantValue(new PgBountyCredits(database))
  container.bind<RewardLedger>(RewardLedger).toConstantValue(new PgRewardLedger(database))
  container.bind<SeasonSettlements>(SeasonSettlements).toConstantValue(new PgSeasonSettlements(database))
  container.bind<DirectorSnapshots>(DirectorSnapshots).toConstantValue(new PgDirectorSnapshots(database))
  container
    .bind<ClaimSigner>(ClaimSigner)
    .toConstantValue(countedClaimSigner(new Eip712ClaimSigner(config.signerKey), countVoucher))
  container
    .bind<BridgeReservations>(BridgeReservations)
    .toConstantValue(new PgBridgeReservations(database, config.finalityDepth))
  container.bind<BridgeRecords>(BridgeRecords).toConstantValue(new PgBridgeRecords(database))
  container.bind<AccountCode>(AccountCode).toConstantValue(
    new RpcAccountCode((chainId, address) => {
      const rpc = rpcs.get(chainId)
      if (!rpc) throw new Error(`chain ${chainId} is not served here`)
      return rpc.send('eth_getCode', [address, 'latest'])
    }),
  )
  return {
    clock: container.get<Clock>(Clock),
    events: container.get<ChainEventStore>(ChainEventStore),
    market: container.get<MarketData>(MarketData),
    finalHeads: container.get<FinalHeads>(FinalHeads),
    invitations: container.get<Invitations>(Invitations),
    messageVerifier: container.get<SignedMessageVerifier>(SignedMessageVerifier),
    mining: container.get<MiningEvents>(MiningEvents),
    exchangeEvents: container.get<ExchangeEvents>(ExchangeEvents),
    bridgeEvents: container.get<BridgeEvents>(BridgeEvents),
    bridgeRelays: container.get<BridgeRelays>(BridgeRelays),
    bridgeReservations: container.get<BridgeReservations>(BridgeReservations),
    bridgeRecords: container.get<BridgeRecords>(BridgeRecords),
    seasonEvents: container.get<SeasonEvents>(SeasonEvents),
    seasonSettlements: container.get<SeasonSettlements>(SeasonSettlements),
    gameRounds: container.get<GameRoundEvents>(GameRoundEvents),
    prizeDraws: container.get<PrizeDrawEvents>(PrizeDrawEvents),
    bountyCredits: container.get<BountyCredits>(BountyCredits),
    rewards: container.get<RewardLedger>(RewardLedger),
    directorSnapshots: container.get<DirectorSnapshots>(DirectorSnapshots),
    claimSigner: container.get<ClaimSigner>(ClaimSigner),
    accountCode: container.get<AccountCode>(AccountCode),
    rpcs,
  }
}
