import type { IndexedRange } from '../../ports/ChainEventStore'
import { GAME_RECORD_LOG_TOPICS, PRIZE_POOL_LOG_TOPICS } from './bountyLogTopics'
import { BRIDGE_LOG_TOPICS } from './bridgeLogTopics'
import { decodeBridgeLog } from './decodeBridgeLog'
import { decodeExchangeLog } from './decodeExchangeLog'
import { decodeGameRoundLog } from './decodeGameRoundLog'
import { decodeMiningLog } from './decodeMiningLog'
import { decodePrizeDrawLog } from './decodePrizeDrawLog'
import { decodeSeasonLog } from './decodeSeasonLog'
import { EXCHANGE_LOG_TOPICS } from './exchangeLogTopics'
import { MINING_LOG_TOPICS } from './miningLogTopics'
import type { RawLog } from './RawLog'
import { SEASON_LOG_TOPICS } from './seasonLogTopics'

/** The programme contracts a chain has (none where it has none of a kind). */
export interface ProgrammeContracts {
  /** The LP-mining contract whose events the ledger is built from. */
  lpMining?: string
  /** The DK converter and the investment contract, whose events the exchange records and the release read. */
  exchangeContracts?: string[]
  /** FomoSeasons, whose events the energy ledger reads. */
  seasons?: string
  /** FomoTitleNFT, whose claims settlement reads (the extend reward). */
  titleNft?: string
  /** FomoBridge and its peer chain: collections, payouts and voids. */
  bridge?: { address: string; peerChainId: number }
  /** FomoGameRecords, whose rounds the bounty rules read. */
  gameRecords?: string
  /** FomoPrizePool, whose funds and draws the bounty area shows. */
  prizePool?: string
}

/** The programme contracts' raw logs of one range, a list per kind. */
export type ProgrammeLogs = readonly [
  mining: RawLog[],
  exchange: RawLog[],
  season: RawLog[],
  bridge: RawLog[],
  rounds: RawLog[],
  draws: RawLog[],
]

/** The programme contracts' decoded events of one range, as the store commits them. */
export type ProgrammeEvents = Required<
  Pick<
    IndexedRange,
    'miningEvents' | 'exchangeEvents' | 'seasonEvents' | 'bridgeEvents' | 'gameRounds' | 'prizeDrawEvents'
  >
>

/** A block a log names, as read: its hash (to check the log is still of it) and its time. */
export interface LogBlock {
  hash: string
  timestamp: string
}

const topicsOf = (topics: Readonly<Record<string, string>>) => [Object.values(topics)]
const MINING_TOPICS = topicsOf(MINING_LOG_TOPICS)
const EXCHANGE_TOPICS = topicsOf(EXCHANGE_LOG_TOPICS)
const SEASON_TOPICS = topicsOf(SEASON_LOG_TOPICS)
const BRIDGE_TOPICS = topicsOf(BRIDGE_LOG_TOPICS)
const GAME_RECORD_TOPICS = topicsOf(GAME_RECORD_LOG_TOPICS)
const PRIZE_POOL_TOPICS = topicsOf(PRIZE_POOL_LOG_TOPICS)

/** Asks every programme contract's logs of a range at once; `logs` reads one filter over the range. */
export function readProgrammeLogs(
  contracts: ProgrammeContracts,
  logs: (addresses: string[], topics: string[][]) => Promise<RawLog[]>,
): Promise<ProgrammeLogs> {
  const { lpMining, bridge, gameRecords, prizePool } = contracts
  const exchange = contracts.exchangeContracts ?? []
  const seasonContracts = [contracts.seasons, contracts.titleNft].flatMap((a) => (a ? [a] : []))
  const none = Promise.resolve([] as RawLog[])
  return Promise.all([
    lpMining ? logs([lpMining], MINING_TOPICS) : none,
    exchange.length > 0 ? logs(exchange, EXCHANGE_TOPICS) : none,
    seasonContracts.length > 0 ? logs(seasonContracts, SEASON_TOPICS) : none,
    bridge ? logs([bridge.address], BRIDGE_TOPICS) : none,
    gameRecords ? logs([gameRecords], GAME_RECORD_TOPICS) : none,
    prizePool ? logs([prizePool], PRIZE_POOL_TOPICS) : none,
  ])
}

/**
 * Decodes the programme logs of a range with the blocks they name (`blocks`, by number), or gives undefined when a
 * log's block is no longer the one read (the range is read again).
 */
export function decodeProgrammeLogs(
  chainId: number,
  [mining, exchange, season, bridge, rounds, draws]: ProgrammeLogs,
  blocks: ReadonlyMap<number, LogBlock>,
  peerChainId: number,
): ProgrammeEvents | undefined {
  let stale = false
  const decodeAll = <E>(list: RawLog[], decode: (chainId: number, log: RawLog, time: number) => E | undefined) => {
    const decoded: E[] = []
    for (const log of list) {
      const body = blocks.get(Number(log.blockNumber))
      if (!body || body.hash !== log.blockHash || log.removed) {
        stale = true
        return decoded
      }
      const event = decode(chainId, log, Number(body.timestamp))
      if (event) decoded.push(event)
    }
    return decoded
  }
  const events: ProgrammeEvents = {
    miningEvents: decodeAll(mining, decodeMiningLog),
    exchangeEvents: decodeAll(exchange, decodeExchangeLog),
    seasonEvents: decodeAll(season, decodeSeasonLog),
    bridgeEvents: decodeAll(bridge, (id, log, time) => decodeBridgeLog(id, log, time, peerChainId)),
    gameRounds: decodeAll(rounds, decodeGameRoundLog),
    prizeDrawEvents: decodeAll(draws, decodePrizeDrawLog),
  }
  return stale ? undefined : events
}
