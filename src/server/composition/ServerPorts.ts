import type { FetchJsonRpc } from '../../adapters/rpc/FetchJsonRpc'
import type { AccountCode } from '../../ports/AccountCode'
import type { BountyCredits } from '../../ports/BountyCredits'
import type { BridgeEvents } from '../../ports/BridgeEvents'
import type { BridgeRecords } from '../../ports/BridgeRecords'
import type { BridgeRelays } from '../../ports/BridgeRelays'
import type { BridgeReservations } from '../../ports/BridgeReservations'
import type { ChainEventStore } from '../../ports/ChainEventStore'
import type { ChainHeads } from '../../ports/ChainHeads'
import type { ClaimSigner } from '../../ports/ClaimSigner'
import type { Clock } from '../../ports/Clock'
import type { DirectorSnapshots } from '../../ports/DirectorSnapshots'
import type { ExchangeEvents } from '../../ports/ExchangeEvents'
import type { FinalHeads } from '../../ports/FinalHeads'
import type { GameRoundEvents } from '../../ports/GameRoundEvents'
import type { Invitations } from '../../ports/Invitations'
import type { MarketData } from '../../ports/MarketData'
import type { MiningEvents } from '../../ports/MiningEvents'
import type { PrizeDrawEvents } from '../../ports/PrizeDrawEvents'
import type { RewardLedger } from '../../ports/RewardLedger'
import type { SeasonEvents } from '../../ports/SeasonEvents'
import type { SeasonSettlements } from '../../ports/SeasonSettlements'
import type { SignedMessageVerifier } from '../../ports/SignedMessageVerifier'

/** Every port the server's programmes, routes and workers use, each bound to its adapter. */
export interface ServerPorts {
  clock: Clock
  events: ChainEventStore
  market: MarketData
  finalHeads: FinalHeads
  invitations: Invitations
  messageVerifier: SignedMessageVerifier
  /** Each chain's indexed head and canonical blocks. */
  heads: ChainHeads
  /** The indexed mining events. */
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
