import type { JsonRpc } from '../../ports/JsonRpc'
import type { RawLog } from './RawLog'

const RANGE = 10_000

/**
 * Every log of `address` with one of `topics` from `fromBlock` to `toBlock`, read straight from the chain (no server,
 * no database), decoded with each block's time, in chain order: what a verifier rebuilds a ledger from.
 */
export async function readContractEvents<E>(
  rpc: JsonRpc,
  chainId: number,
  address: string,
  topics: readonly string[],
  decode: (chainId: number, log: RawLog, time: number) => E | undefined,
  fromBlock: number,
  toBlock: number,
): Promise<E[]> {
  const logs: RawLog[] = []
  for (let start = fromBlock; start <= toBlock; start += RANGE) {
    const end = Math.min(toBlock, start + RANGE - 1)
    const filter = { fromBlock: hex(start), toBlock: hex(end), address, topics: [topics] }
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
      const event = decode(chainId, log, times.get(Number(log.blockNumber))!)
      return event ? [event] : []
    })
}

function hex(value: number): string {
  return `0x${value.toString(16)}`
}
