import { id, zeroPadValue } from 'ethers'
import type { MiningRecordContracts, MiningRecordEvent, MiningRecordKind } from '../../domain/records/MiningRecordEvent'
import type { MiningRecordEvents } from '../../ports/MiningRecordEvents'

const REWARD_DISTRIBUTED = id('RewardDistributed(address,address,uint256,uint256)')
/** LP mining's and the capital pool's: the same signature, told apart by the contract. */
const WITHDRAWN = id('Withdrawn(address,address,uint256)')
/** Blocks per eth_getLogs request: within what public nodes serve. */
const LOG_RANGE = 5_000

interface RawLog {
  address: string
  topics: string[]
  data: string
  blockNumber: string
  logIndex: string
  transactionHash: string
  removed?: boolean
}

const hex = (value: number) => `0x${value.toString(16)}`

/**
 * The mining payouts through JSON-RPC (however the driver reaches a chain's node): `eth_getLogs` of each contract's
 * payout event with the account as its first indexed topic, in ranges of LOG_RANGE blocks up to the latest block.
 */
export class RpcMiningRecordEvents implements MiningRecordEvents {
  constructor(private readonly send: (chainId: number, method: string, params: unknown[]) => Promise<unknown>) {}

  async eventsOf(
    chainId: number,
    account: string,
    contracts: MiningRecordContracts,
    fromBlock: number,
  ): Promise<MiningRecordEvent[]> {
    const sources: [MiningRecordKind, string | undefined, string][] = [
      ['miningReward', contracts.rewardDistributor, REWARD_DISTRIBUTED],
      ['lpWithdraw', contracts.lpMining, WITHDRAWN],
      ['capitalWithdraw', contracts.capitalPool, WITHDRAWN],
    ]
    const latest = Number(await this.send(chainId, 'eth_blockNumber', []))
    const accountTopic = zeroPadValue(account.toLowerCase(), 32)
    const events: MiningRecordEvent[] = []
    for (const [kind, address, topic] of sources) {
      if (!address) continue
      for (let start = Math.max(0, fromBlock); start <= latest; start += LOG_RANGE) {
        const filter = {
          address,
          topics: [topic, accountTopic],
          fromBlock: hex(start),
          toBlock: hex(Math.min(latest, start + LOG_RANGE - 1)),
        }
        const logs = (await this.send(chainId, 'eth_getLogs', [filter])) as RawLog[]
        for (const log of logs) {
          if (log.removed) continue
          events.push({
            kind,
            chainId,
            txHash: log.transactionHash.toLowerCase(),
            blockNumber: Number(log.blockNumber),
            logIndex: Number(log.logIndex),
            token: `0x${log.topics[2]!.slice(-40)}`.toLowerCase(),
            amount: BigInt(log.data.slice(0, 66)),
          })
        }
      }
    }
    return events.sort((a, b) => a.blockNumber - b.blockNumber || a.logIndex - b.logIndex)
  }
}
