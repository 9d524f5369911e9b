import { AbiCoder, keccak256, Wallet } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FomoPrizePool__factory, FomoRewardDistributor__factory } from '../../src/adapters/contracts/generated'
import { devAccounts } from '../../src/adapters/devnet/devAccounts'
import { drawWinners } from '../../src/domain/bounty/drawWinners'
import { type Harness, startHarness } from '../support/startHarness'

const DAY = 86_400
/** A draw id of this test's own, far from any the server's draw operator would use. */
const DRAW_ID = 9_000_001n
const SECRET = `0x${'3c'.repeat(32)}`

let harness: Harness
beforeAll(async () => {
  harness = await startHarness({ server: { mode: 'listening' } })
  // a day passes on both chains: the seeded rounds' days have ended and are credited
  for (const chainId of [128, 56]) {
    await harness.chain(chainId).provider.send('evm_increaseTime', [DAY + 60])
    await harness.chain(chainId).provider.send('evm_mine', [])
  }
  await harness.waitUntilIndexed()
})
afterAll(() => harness?.close())

const address = (index: number) => devAccounts()[index]!.address.toLowerCase()
const fomo = async (...args: string[]) => {
  const base = ['--chain', '128']
  const run = await harness.run(['--json', ...base, ...args, '--api', harness.url])
  return { ...run, body: run.stdout ? JSON.parse(run.stdout) : undefined }
}
const api = async (path: string) =>
  ((await (await fetch(`${harness.url}${path}${path.includes('?') ? '&' : '?'}chainId=128`)).json()) as { data: never })
    .data

describe('fomo bounty', () => {
  it('status shows what the API computes for the seeded tree: node, daily promotion, tasks', async () => {
    const run = await fomo('bounty', 'status', '--address', address(1))
    expect(run.code).toBe(0)
    const node = await api(`/api/player/node-game-task-state/${address(1)}`)
    expect(run.body.node).toEqual(node)
    // account 1's direct friends 2 and 3 play: the tasks of 1 and 2 friends are complete, the one of 5 is not
    expect(run.body.tasks.map((task: { is_receive: number }) => task.is_receive)).toEqual([2, 2, 4])
    expect(BigInt(run.body.daily.all.rewards[0].SumAmont)).toBeGreaterThan(0n)
  })

  it('referrers filters by game type and refuses another; team reads a month', async () => {
    for (const gameType of ['0', '2', '5']) {
      const run = await fomo('bounty', 'referrers', '--address', address(1), '--game-type', gameType)
      expect(run.code).toBe(0)
      const served = (await api(`/api/player/spread-referrer-data/${address(1)}?page=1&gameType=${gameType}`)) as {
        count: number
      }
      expect(run.body.count).toBe(served.count)
      expect(served.count).toBeGreaterThan(0)
      if (gameType !== '0')
        expect(new Set(run.body.list.map((row: { GameType: number }) => row.GameType))).toEqual(
          new Set([Number(gameType)]),
        )
    }
    const refused = await fomo('bounty', 'referrers', '--address', address(1), '--game-type', '3')
    expect(refused.code).toBe(1)
    const block = await harness.chain(128).provider.getBlock('latest')
    const month = new Date((block!.timestamp - DAY - 60) * 1000).toISOString().slice(0, 7)
    const team = await fomo('bounty', 'team', '--address', address(1), '--month', month)
    expect(team.code).toBe(0)
    expect(team.body.list.length).toBeGreaterThan(0)
    expect((await fomo('bounty', 'team', '--address', address(1), '--month', '2026-13')).code).toBe(1)
  })

  it('receives a completed task once, then claims on chain what the voucher totals', async () => {
    const first = await fomo('bounty', 'tasks', '--receive', '1', '--account', '1')
    expect(first.code).toBe(0)
    expect(first.body.tasks[0]).toMatchObject({ id: 1, received: true })
    const again = await fomo('bounty', 'tasks', '--receive', '1', '--account', '1')
    expect(again.code).toBe(1)
    expect(again.body.error.name).toBe('InviteTaskReceivedError')

    const chain = harness.chain(128)
    const distributor = FomoRewardDistributor__factory.connect(
      chain.record.contracts.rewardDistributor!,
      chain.provider,
    )
    const claim = await fomo('bounty', 'claim', '--from', 'inviter', '--account', '1')
    expect(claim.code).toBe(0)
    const tokens: string[] = claim.body.tokens
    const paid = await Promise.all(tokens.map((token) => distributor.getDistributeReward(address(1), token)))
    expect(paid.map(String)).toEqual(claim.body.totals)
    // a second claim starts from what the first paid: the distributor pays only what was earned since (account 1's
    // LP mining keeps accruing in AURA), never the task or the promotion again
    const twice = await fomo('bounty', 'claim', '--from', 'inviter', '--account', '1')
    if (twice.code === 0) expect(twice.body.paidBefore).toEqual(claim.body.totals)
    else expect(twice.body.error.name).toBe('NoIncomeError')
  })

  it('draws recomputes a committed, sealed and revealed draw from the chain alone, and the server agrees', async () => {
    const chain = harness.chain(128)
    const operator = new Wallet(devAccounts()[0]!.privateKey, chain.provider)
    const pool = FomoPrizePool__factory.connect(chain.record.contracts.prizePool!, operator)
    const aura = chain.record.tokens.find((token) => token.symbol === 'AURA')!.address
    const now = (await chain.provider.getBlock('latest'))!.timestamp
    const commitment = keccak256(AbiCoder.defaultAbiCoder().encode(['uint256', 'bytes32'], [DRAW_ID, SECRET]))
    const close = Math.max(now + 600, Number(await pool.lastCloseTime()) + 1) // after any draw committed before
    await (await pool.commit(DRAW_ID, commitment, close, aura, [7n * 10n ** 18n, 3n * 10n ** 18n])).wait()
    await chain.provider.send('evm_increaseTime', [close - now + 100])
    await chain.provider.send('evm_mine', [])
    await (await pool.seal(DRAW_ID, SECRET)).wait()
    await chain.provider.send('evm_mine', [])
    await (await pool.reveal(DRAW_ID, SECRET)).wait()
    await harness.waitUntilIndexed()

    const run = await fomo('bounty', 'draws', '--address', address(1))
    expect(run.code).toBe(0)
    const draw = run.body.draws.find((item: { drawId: string }) => item.drawId === String(DRAW_ID))
    expect(draw).toMatchObject({
      state: 'revealed',
      commitment,
      commitmentOpens: true,
      seedFromBlock: true,
      matchesServer: true,
    })
    // the seeded players (accounts 2 to 5) played before the close: two of them win, as the seed says
    expect(draw.eligible).toBe(4)
    const players = [2, 3, 4, 5].map(address)
    expect(draw.winners.map((winner: { address: string }) => winner.address)).toEqual(
      drawWinners(draw.seed, players, 2),
    )
  })
})
