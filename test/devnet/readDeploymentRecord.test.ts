import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DeploymentRecordError } from '../../src/adapters/deployment/DeploymentRecordError'
import { readDeploymentRecord } from '../../src/adapters/deployment/readDeploymentRecord'

const address = (n: number) => `0x${n.toString(16).padStart(40, '0')}`
const base = {
  chainId: 128,
  contracts: { factory: address(1), router: address(2), wrappedNative: address(3), multicall: address(4) },
  tokens: [],
  pairs: [],
}

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'fomo-record-'))
  await mkdir(join(dir, 'deployments'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))
const write = (record: unknown) => writeFile(join(dir, 'deployments', '128.json'), JSON.stringify(record))

describe('readDeploymentRecord', () => {
  it('reads a record from before V1 (no v1Factory, migrator or v1Exchanges)', async () => {
    await write(base)
    const record = await readDeploymentRecord(dir, 128)
    expect(record.contracts.migrator).toBeUndefined()
    expect(record.v1Exchanges).toBeUndefined()
  })

  it('reads the V1 factory, the migrator and the V1 exchanges', async () => {
    const v1Exchanges = [{ token: address(5), exchange: address(6) }]
    await write({ ...base, contracts: { ...base.contracts, v1Factory: address(7), migrator: address(8) }, v1Exchanges })
    const record = await readDeploymentRecord(dir, 128)
    expect(record.contracts.migrator).toBe(address(8))
    expect(record.v1Exchanges).toEqual(v1Exchanges)
  })

  it('reads the bridge and its terms', async () => {
    const bridge = {
      peerChainId: 56,
      destroyAddress: address(0xdead),
      destroyBps: 200,
      operator: address(9),
      tokens: {
        AURA: { address: address(5), remote: address(6), serviceBps: 30, dailyCap: '500000000000000000000000' },
      },
    }
    await write({ ...base, contracts: { ...base.contracts, bridge: address(7) }, bridge })
    const record = await readDeploymentRecord(dir, 128)
    expect(record.contracts.bridge).toBe(address(7))
    expect(record.bridge).toEqual(bridge)
  })

  const bounty = {
    nodeTeam: 4,
    nodeDirectPeople: 2,
    nodeDirectBet: '100000000000000000000',
    betToken: address(9),
    dailyPool: { token: address(10), amount: '1000' },
    weights: { 2: 10_000, 5: 15_000 },
    lpExtRewardBps: 1_000,
    inviteTasks: [{ id: 1, invites: 1, reward: { token: address(10), amount: '10' } }],
  }

  it('reads the bounty contracts and terms', async () => {
    const contracts = { ...base.contracts, gameRecords: address(11), prizePool: address(12) }
    await write({ ...base, contracts, bounty })
    const record = await readDeploymentRecord(dir, 128)
    expect(record.contracts.prizePool).toBe(address(12))
    expect(record.bounty).toEqual(bounty)
  })

  it.each([
    [
      'a game-records contract that is not an address',
      { contracts: { ...base.contracts, gameRecords: '0x1' } },
      'contracts.gameRecords',
    ],
    ['a bounty bet threshold that is not wei', { bounty: { ...bounty, nodeDirectBet: '1.5' } }, 'bounty'],
    ['a bounty weight missing a game type', { bounty: { ...bounty, weights: { 2: 10_000 } } }, 'bounty'],
    [
      'an invite task without its reward token',
      { bounty: { ...bounty, inviteTasks: [{ id: 1, invites: 1, reward: { amount: '1' } }] } },
      'bounty',
    ],
    ['a migrator that is not an address', { contracts: { ...base.contracts, migrator: '0x12' } }, 'contracts.migrator'],
    ['V1 exchanges that are not addresses', { v1Exchanges: [{ token: address(5) }] }, 'v1Exchanges'],
    ['V1 exchanges that are not a list', { v1Exchanges: {} }, 'v1Exchanges'],
    ['a bridge address without its terms', { contracts: { ...base.contracts, bridge: address(7) } }, 'bridge'],
    [
      'bridge terms without the bridge',
      { bridge: { peerChainId: 56, destroyAddress: address(1), destroyBps: 0, operator: address(2), tokens: {} } },
      'bridge',
    ],
    [
      'a bridge token whose cap is not a whole number of wei',
      {
        contracts: { ...base.contracts, bridge: address(7) },
        bridge: {
          peerChainId: 56,
          destroyAddress: address(1),
          destroyBps: 200,
          operator: address(2),
          tokens: { AURA: { address: address(5), remote: address(6), serviceBps: 30, dailyCap: '1.5' } },
        },
      },
      'bridge',
    ],
    [
      'a bridge paired with its own chain',
      {
        contracts: { ...base.contracts, bridge: address(7) },
        bridge: {
          peerChainId: 128,
          destroyAddress: address(1),
          destroyBps: 200,
          operator: address(2),
          tokens: { AURA: { address: address(5), remote: address(6), serviceBps: 30, dailyCap: '1' } },
        },
      },
      'bridge',
    ],
  ])('refuses %s, saying how to reset', async (_, change, field) => {
    await write({ ...base, ...change })
    const reading = readDeploymentRecord(dir, 128)
    await expect(reading).rejects.toThrow(DeploymentRecordError)
    await expect(readDeploymentRecord(dir, 128)).rejects.toThrow(new RegExp(`${field}.*devnet:reset`))
  })
})
