import type { GameRound } from '../../domain/bounty/GameRound'
import type { PrizeDrawEvent } from '../../domain/bounty/PrizeDrawEvent'
import type { JsonRpc } from '../../ports/JsonRpc'
import { GAME_RECORD_LOG_TOPICS, PRIZE_POOL_LOG_TOPICS } from './bountyLogTopics'
import { contractEventReader } from './contractEventReader'
import { decodeGameRoundLog } from './decodeGameRoundLog'
import { decodePrizeDrawLog } from './decodePrizeDrawLog'

const readRoundLogs = contractEventReader(GAME_RECORD_LOG_TOPICS, decodeGameRoundLog)

/**
 * Every round FomoGameRecords `gameRecords` recorded from `fromBlock` to `toBlock`, read straight from the chain (no
 * server, no database), with each block's time, in chain order: what a verifier recomputes the bounty figures from.
 */
export async function readGameRounds(
  rpc: JsonRpc,
  chainId: number,
  gameRecords: string,
  fromBlock: number,
  toBlock: number,
): Promise<GameRound[]> {
  const rounds = await readRoundLogs(rpc, chainId, gameRecords, fromBlock, toBlock)
  return rounds.map(({ contract: _, ...round }) => round)
}

/**
 * Every event of the FomoPrizePool at `address` from `fromBlock` to `toBlock`, read straight from the chain, in chain
 * order.
 */
export const readPrizeDrawEvents = contractEventReader(PRIZE_POOL_LOG_TOPICS, decodePrizeDrawLog)

/**
 * Every round of the game-records contract and every event of the prize pool from `fromBlock` to `toBlock`, read
 * straight from the chain with each block's time, in chain order: what a verifier recomputes the bounty figures and
 * a draw's seed and winners from, without the server.
 */
export async function readBountyEvents(
  rpc: JsonRpc,
  chainId: number,
  contracts: { gameRecords: string; prizePool: string },
  fromBlock: number,
  toBlock: number,
): Promise<{ rounds: GameRound[]; draws: PrizeDrawEvent[] }> {
  const [rounds, draws] = await Promise.all([
    readGameRounds(rpc, chainId, contracts.gameRecords, fromBlock, toBlock),
    readPrizeDrawEvents(rpc, chainId, contracts.prizePool, fromBlock, toBlock),
  ])
  return { rounds, draws }
}
