import type { MiningEvent } from '../../domain/mining/MiningEvent'
import type { JsonRpc } from '../../ports/JsonRpc'
import { decodeMiningLog } from './decodeMiningLog'
import { MINING_LOG_TOPICS } from './miningLogTopics'
import type { RawLog } from './RawLog'

const RANGE = 10_000

/**
 * Every event of the LP-mining contract `lpMining` from `fromBlock` to `toBlock`, read straight from the chain (no
 * server, no database), with each block's time, in chain order: what `fomo mining verify` rebuilds the ledger from.
 */
export async function readMiningEvents(
  rpc: JsonRpc,
  chainId: number,
  lpMining: string,
  fromBlock: number,
  toBlock: number,
): Promise<MiningEvent[]> {
  const logs: RawLog[] = []
  for (let start = fromBlock; start <= toBlock; start += RANGE) {
    const end = Math.min(toBlock, start + RANGE - 1)
    const filter = {
      fromBlock: hex(start),
      toBlock: hex(end),
      address: lpMining,
      topics: [Object.values(MINING_LOG_TOPICS)],
    }
    logs.push(...((await rpc.send('eth_getLogs', [filter])) as RawLog[]))
  }
  const times = new Map<number, number>()
  await Promise.all(
    [...new Set(logs.map((log) => Number(log.blockNumber)))].map(async (number) => {
      const block = await rpc.send('eth_getBlockByNumber', [hex(number), false])
      times.set(number, Number(block.timestamp))
    }),
  )
  return logs
    .filter((log) => !log.removed)
    .sort((a, b) => Number(a.blockNumber) - Number(b.blockNumber) || Number(a.logIndex) - Number(b.logIndex))
    .flatMap((log) => {
      const event = decodeMiningLog(chainId, log, times.get(Number(log.blockNumber))!)
      return event ? [event] : []
    })
}

function hex(value: number): string {
  return `0x${value.toString(16)}`
}
