import { contractEventReader } from './contractEventReader'
import { decodeMiningLog } from './decodeMiningLog'
import { MINING_LOG_TOPICS } from './miningLogTopics'

/**
 * Every event of the LP-mining contract at `address` from `fromBlock` to `toBlock`, read straight from the chain (no
 * server, no database), with each block's time, in chain order: what `fomo mining verify` rebuilds the ledger from.
 */
export const readMiningEvents = contractEventReader(MINING_LOG_TOPICS, decodeMiningLog)
