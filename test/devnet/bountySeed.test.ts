import { parseEther } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FomoGameRecords__factory, FomoPrizePool__factory } from '../../src/adapters/contracts/generated'
import {
  BOUNTY_TERMS,
  PRIZE_POOL_FUND,
  SEED_GAME_PLAYERS,
  SEED_GAME_ROUNDS,
} from '../../src/adapters/devnet/bountySeedPlan'
import { devAccounts } from '../../src/adapters/devnet/devAccounts'
import { devnetTools } from '../../src/cli/devnetTools'
import { NoGameRecordsError } from '../../src/cli/errors/NoGameRecordsError'
import { type ForkedDevnet, forkDevnet } from '../support/forkDevnet'

let devnet: ForkedDevnet
beforeAll(async () => {
  devnet = await forkDevnet()
})
afterAll(() => devnet?.stop())

describe.each([128, 56])('the seeded bounty area of chain %i', (chainId) => {
  const accounts = devAccounts()

  it('funds the prize pool with AURA, paying into the reward distributor, with no draw yet', async () => {
    const { record, provider } = devnet.chain(chainId)
    const pool = FomoPrizePool__factory.connect(record.contracts.prizePool!, provider)
    const aura = record.tokens.find((t) => t.symbol === 'AURA')!.address
    expect(await pool.distributor()).toBe(record.contracts.rewardDistributor)
    expect(await pool.poolOf(aura)).toBe(parseEther(PRIZE_POOL_FUND))
    expect(await pool.availableOf(aura)).toBe(parseEther(PRIZE_POOL_FUND))
    expect(await pool.hasRole(await pool.OPERATOR_ROLE(), accounts[0]!.address)).toBe(true)
  })

  it("records both games for the invitation tree's players, in USDT, and the bounty terms in the record", async () => {
    const { record, provider } = devnet.chain(chainId)
    const records = FomoGameRecords__factory.connect(record.contracts.gameRecords!, provider)
    const usdt = record.tokens.find((t) => t.symbol === 'USDT')!.address
    const logs = await records.queryFilter(records.filters.RoundRecorded(), record.startBlock)
    expect(logs).toHaveLength(SEED_GAME_ROUNDS)
    const players = SEED_GAME_PLAYERS.map((index) => accounts[index]!.address)
    for (const player of players) {
      const games = logs.filter((log) => log.args.player === player).map((log) => Number(log.args.gameType))
      expect(new Set(games)).toEqual(new Set([2, 5]))
    }
    expect(logs.every((log) => log.args.token === usdt && log.args.bet > 0n)).toBe(true)
    const aura = record.tokens.find((t) => t.symbol === 'AURA')!.address
    expect(record.bounty).toEqual({
      nodeTeam: BOUNTY_TERMS.nodeTeam,
      nodeDirectPeople: BOUNTY_TERMS.nodeDirectPeople,
      nodeDirectBet: parseEther(BOUNTY_TERMS.nodeDirectBet).toString(),
      betToken: usdt,
      dailyPool: { token: aura, amount: parseEther(BOUNTY_TERMS.dailyPool).toString() },
      weights: { 2: 10_000, 5: 15_000 },
      lpExtRewardBps: BOUNTY_TERMS.lpExtRewardBps,
      inviteTasks: BOUNTY_TERMS.inviteTasks.map((task) => ({
        id: task.id,
        invites: task.invites,
        reward: { token: aura, amount: parseEther(task.reward).toString() },
      })),
    })
  })

  it('adds more rounds (`fomo devnet --game-rounds`, `--game-days`), never repeating a round, and refuses a record without the contract', async () => {
    const { record, provider } = devnet.chain(chainId)
    const records = FomoGameRecords__factory.connect(record.contracts.gameRecords!, provider)
    const first = await devnetTools.addGameRounds(record, 6)
    const second = await devnetTools.addGameRounds(record, 6)
    expect([first.rounds, second.rounds]).toEqual([6, 6])
    const logs = await records.queryFilter(records.filters.RoundRecorded(), first.block)
    expect(logs).toHaveLength(12)
    const keys = logs.map((log) => `${log.args.player}:${log.args.gameType}:${log.args.round}`)
    expect(new Set(keys).size).toBe(12)
    // on several days: each batch a day after the previous one, so the rounds fall on successive UTC days
    const spread = await devnetTools.addGameRounds(record, 4, 3)
    expect(spread.rounds).toBe(12)
    const later = await records.queryFilter(records.filters.RoundRecorded(), second.block + 1)
    expect(later).toHaveLength(12)
    const times = await Promise.all(later.map(async (log) => (await provider.getBlock(log.blockNumber))!.timestamp))
    const days = new Set(times.map((time) => Math.floor(time / 86_400)))
    expect(days.size).toBe(3)
    const { gameRecords: _, ...contracts } = record.contracts
    await expect(devnetTools.addGameRounds({ ...record, contracts }, 1)).rejects.toBeInstanceOf(NoGameRecordsError)
  })
})
