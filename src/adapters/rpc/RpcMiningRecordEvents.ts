import type { MiningRecordContracts, MiningRecordEvent, MiningRecordKind } from '../../domain/records/MiningRecordEvent'
import type { MiningRecordEvents } from '../../ports/MiningRecordEvents'

// The topics are written out rather than hashed here: this adapter is in the web app's areas' chunk (areaModules), and
// a hash function would bring the ethers chunk with it (test/adapters/rpc/RpcMiningRecordEvents.test.ts checks them).
/** keccak256('RewardDistributed(address,address,uint256,uint256)') */
export const REWARD_DISTRIBUTED = '0xd53ea54cd361f7c49d3ca11bfcb71b4783448ade1b32513783ee19776f2adf31'
/** keccak256('Withdrawn(address,address,uint256)'): LP mining's and the capital pool's, told apart by the contract. */
export const WITHDRAWN = '0xd1c19fbcd4551a5edfb66d43d2e337c04837afda3482b42bdf569a8fccdae5fb'
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
 * The mining payouts through JSON-RPC (however the driver reaches a chain's node): one `eth_getLogs` per LOG_RANGE
 * blocks up to the latest, over the three contracts at once, for their payout events with the account as the first
 * indexed topic; LP mining's and the capital pool's `Withdrawn` are told apart by the log's address.
 */
export class RpcMiningRecordEvents implements MiningRecordEvents {
  constructor(private readonly send: (chainId: number, method: string, params: unknown[]) => Promise<unknown>) {}

  async eventsOf(
    chainId: number,
    account: string,
    contracts: MiningRecordContracts,
    fromBlock: number,
  ): Promise<MiningRecordEvent[]> {
    const kinds = new Map<string, MiningRecordKind>()
    if (contracts.rewardDistributor) kinds.set(contracts.rewardDistributor.toLowerCase(), 'miningReward')
    if (contracts.lpMining) kinds.set(contracts.lpMining.toLowerCase(), 'lpWithdraw')
    if (contracts.capitalPool) kinds.set(contracts.capitalPool.toLowerCase(), 'capitalWithdraw')
    if (kinds.size === 0) return []
    const latest = Number(await this.send(chainId, 'eth_blockNumber', []))
    const topics = [[REWARD_DISTRIBUTED, WITHDRAWN], `0x${account.toLowerCase().slice(2).padStart(64, '0')}`]
    const events: MiningRecordEvent[] = []
    for (let start = Math.max(0, fromBlock); start <= latest; start += LOG_RANGE) {
      const filter = {
        address: [...kinds.keys()],
        topics,
        fromBlock: hex(start),
        toBlock: hex(Math.min(latest, start + LOG_RANGE - 1)),
      }
      for (const log of (await this.send(chainId, 'eth_getLogs', [filter])) as RawLog[]) {
        const kind = kinds.get(log.address.toLowerCase())
        // the distributor's own Withdrawn-shaped events, or a reward event elsewhere, are not payouts to the account
        const expected = kind === 'miningReward' ? REWARD_DISTRIBUTED : WITHDRAWN
        if (!kind || log.removed || log.topics[0] !== expected) continue
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
    return events.sort((a, b) => a.blockNumber - b.blockNumber || a.logIndex - b.logIndex)
  }
}
