import { describe, expect, it } from 'vitest'
import { FomoCapitalPool__factory } from '../../../src/adapters/contracts/generated/factories/FomoCapitalPool__factory'
import { FomoLPMining__factory } from '../../../src/adapters/contracts/generated/factories/FomoLPMining__factory'
import { FomoRewardDistributor__factory } from '../../../src/adapters/contracts/generated/factories/FomoRewardDistributor__factory'
import { REWARD_DISTRIBUTED, RpcMiningRecordEvents, WITHDRAWN } from '../../../src/adapters/rpc/RpcMiningRecordEvents'

// The adapter writes its two topics out (so the first route carries no hash function): they must be the contracts'.
describe('RpcMiningRecordEvents', () => {
  it("filters on the contracts' own event topics", () => {
    const topic = (
      factory: { createInterface(): { getEvent(name: string): { topicHash: string } | null } },
      name: string,
    ) => factory.createInterface().getEvent(name)?.topicHash
    expect(REWARD_DISTRIBUTED).toBe(topic(FomoRewardDistributor__factory, 'RewardDistributed'))
    expect(WITHDRAWN).toBe(topic(FomoLPMining__factory, 'Withdrawn'))
    expect(WITHDRAWN).toBe(topic(FomoCapitalPool__factory, 'Withdrawn'))
  })

  it('asks for the account as the first indexed topic, padded to 32 bytes', async () => {
    const filters: unknown[] = []
    const events = new RpcMiningRecordEvents(async (_chainId, method, params) => {
      if (method === 'eth_blockNumber') return '0x10'
      filters.push(params[0])
      return []
    })
    await events.eventsOf(128, '0xAbCdEf0123456789aBcDeF0123456789AbCdEf01', { lpMining: `0x${'11'.repeat(20)}` }, 0)
    expect(filters).toEqual([
      {
        address: [`0x${'11'.repeat(20)}`],
        topics: [[REWARD_DISTRIBUTED, WITHDRAWN], `0x${'0'.repeat(24)}abcdef0123456789abcdef0123456789abcdef01`],
        fromBlock: '0x0',
        toBlock: '0x10',
      },
    ])
  })
})
