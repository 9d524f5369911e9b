import { NonceManager, parseEther, Wallet } from 'ethers'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { DevToken__factory, FomoRewardDistributor__factory } from '../../src/adapters/contracts/generated'
import { PgBountyCredits } from '../../src/adapters/db/PgBountyCredits'
import { PgChainHeads } from '../../src/adapters/db/PgChainHeads'
import { PgGameRoundEvents } from '../../src/adapters/db/PgGameRoundEvents'
import { PgInvitations } from '../../src/adapters/db/PgInvitations'
import { PgMarketData } from '../../src/adapters/db/PgMarketData'
import { PgMiningEvents } from '../../src/adapters/db/PgMiningEvents'
import { PgPrizeDrawEvents } from '../../src/adapters/db/PgPrizeDrawEvents'
import { PgRewardLedger } from '../../src/adapters/db/PgRewardLedger'
import { BOUNTY_TERMS } from '../../src/adapters/devnet/bountySeedPlan'
import { devAccounts } from '../../src/adapters/devnet/devAccounts'
import { readBountyEvents } from '../../src/adapters/indexer/readBountyEvents'
import { readMiningEvents } from '../../src/adapters/indexer/readMiningEvents'
import { EthersPrizePool } from '../../src/adapters/rpc/EthersPrizePool'
import { Eip712ClaimSigner } from '../../src/adapters/signer/Eip712ClaimSigner'
import { devnetTools } from '../../src/cli/devnetTools'
import { BountyCrediter } from '../../src/domain/bounty/BountyCrediter'
import { BountyViews } from '../../src/domain/bounty/BountyViews'
import { drawEligible } from '../../src/domain/bounty/drawEligible'
import { DRAW_PRIZE_BPS, REVEAL_WINDOW_BLOCKS, scheduledDraw } from '../../src/domain/bounty/drawSchedule'
import { drawWinners } from '../../src/domain/bounty/drawWinners'
import { FinalBountyViews } from '../../src/domain/bounty/FinalBountyViews'
import { readBountyTerms } from '../../src/domain/bounty/readBountyTerms'
import type { DeploymentRecord } from '../../src/domain/deployment/DeploymentRecord'
import { usdtPrices } from '../../src/domain/market/usdtPrices'
import type { InvitationBound } from '../../src/domain/season/SeasonEvent'
import { type ComposedServer, composeServer } from '../../src/server/compositionRoot'
import { bigintJson } from '../../src/server/http/bigintJson'
import { BountyReadModel, prizeDraws } from '../../src/server/programmes/BountyReadModel'
import { prizeDrawSecret } from '../../src/server/programmes/prizeDrawSecret'
import { bountyAnswers } from '../../src/server/routes/bountyAnswers'
import { PrizeDrawOperator } from '../../src/server/workers/PrizeDrawOperator'
import type { ForkedChain } from '../support/forkDevnet'
import { type Harness, startHarness } from '../support/startHarness'
import { waitFor } from '../support/waitFor'
import { testServerConfig } from './support/testServerConfig'

const DAY = 86_400
const CHAIN = 56
const QUIET = { info() {}, warn() {} }

/** FomoGameRecords' rounds and FomoPrizePool's events read straight from the node, up to `head`. */
async function chainBountyEvents(provider: ForkedChain['provider'], record: DeploymentRecord, head: number) {
  const contracts = { gameRecords: record.contracts.gameRecords!, prizePool: record.contracts.prizePool! }
  const { rounds, draws } = await readBountyEvents(provider, CHAIN, contracts, record.startBlock, head)
  return { rounds, drawEvents: draws }
}

/**
 * The bounty area through the server on a fork of the seeded devnet: the indexer follows the game records, the prize
 * pool and LP mining; every route's figures equal BountyViews recomputed from the chain's own logs and the bindings;
 * each ended day's promotion is credited once however many passes run; an invite task received twice pays once; and a
 * draw committed, sealed and revealed by the operator is credited to its winners and paid on chain by the voucher.
 */
describe('the bounty area through the server', () => {
  let harness: Harness
  let server: ComposedServer
  const accounts = devAccounts()
  const address = (index: number) => accounts[index]!.address.toLowerCase()

  beforeAll(async () => {
    harness = await startHarness({
      // the seeded rounds' days end: their promotion is credited
      beforeServer: async (devnet) => {
        await devnet.chain(CHAIN).provider.send('evm_increaseTime', [2 * DAY])
        await devnet.chain(CHAIN).provider.send('evm_mine', [])
      },
      server: {
        mode: 'composed',
        chains: [CHAIN],
        config: { rateLimit: { perIp: 1_000, perAddress: 1_000, readPerIp: 100_000, windowMs: 60_000 } },
      },
    })
    server = harness.server!
  })
  afterAll(() => harness?.close())

  const get = (url: string) => harness.get(url)
  const data = async (url: string) => {
    const { status, body } = await get(url)
    expect(status, `${url}: ${body.msg}`).toBe(200)
    return body.data
  }
  const until = (condition: () => Promise<boolean>, what: string) => waitFor(condition, { what })

  /** Waits for the indexer to reach the fork's head; resolves the head. */
  const indexedToHead = async (): Promise<number> => (await harness.waitUntilIndexed())[CHAIN]!

  const creditRows = (like: string) =>
    server.database.query<{ key: string; account: string; token: string; amount: string }>(
      `select key, account, token, amount::text from reward_credits where chain_id = $1 and key like $2
       order by key, account, token`,
      [CHAIN, like],
    )

  /** BountyViews over what the chain itself says at `head` (logs read from the node) and the seeded bindings. */
  async function viewsFromChain(head: number): Promise<BountyViews> {
    const { record, provider } = harness.chain(CHAIN)
    const block = (await provider.getBlock(head))!
    const [miningEvents, { rounds, drawEvents }] = await Promise.all([
      readMiningEvents(provider, CHAIN, record.contracts.lpMining!, record.startBlock, head),
      chainBountyEvents(provider, record, head),
    ])
    const bindings: InvitationBound[] = record.invitations!.map(({ invitee, inviter, time }) => ({
      kind: 'invitationBound',
      invitee,
      inviter,
      time,
    }))
    const usdt = record.tokens.find((token) => token.symbol === 'USDT')!.address.toLowerCase()
    return new BountyViews({
      terms: readBountyTerms(record.bounty!),
      bindings,
      rounds,
      miningEvents,
      draws: prizeDraws(drawEvents).draws,
      now: block.timestamp,
      // display values only (EqU, equal_u): the indexed pairs' prices
      prices: usdtPrices(await new PgMarketData(server.database).pairStates(CHAIN), usdt),
      symbols: new Map(record.tokens.map((token) => [token.address.toLowerCase(), token.symbol])),
    })
  }
  const json = (value: unknown) => JSON.parse(bigintJson(value))

  it("shows every tree account's figures equal to BountyViews recomputed from the chain", async () => {
    const head = await indexedToHead()
    await until(async () => (await creditRows('bounty:daily:%')).length > 0, 'the ended days credited')
    const views = await viewsFromChain(head)
    const final = new FinalBountyViews(views, views) // a depth of 0: the indexed head is final
    const now = new Date((await harness.chain(CHAIN).provider.getBlock(head))!.timestamp * 1000)
    const [year, month] = [now.getUTCFullYear(), now.getUTCMonth() + 1]
    let referrerRows = 0
    for (const index of [0, 1, 2, 3, 4, 5]) {
      const account = address(index)
      const q = `chainId=${CHAIN}`
      expect(await data(`/api/get-ext-lp-panel/${account}?${q}`), `panel ${index}`).toEqual(
        json(bountyAnswers.extLpPanel(final.extLpPanel(account))),
      )
      expect(await data(`/api/player-invite-task/4/${account}?${q}`)).toEqual(
        json(bountyAnswers.inviteTasks(final.inviteTasks(account))),
      )
      for (const tab of [1, 2, 3] as const) {
        expect(await data(`/api/player/offer-daily-reward/${account}/${tab}?${q}`), `tab ${tab}`).toEqual(
          json(bountyAnswers.dailyReward(final.dailyReward(account, tab))),
        )
      }
      expect(await data(`/api/player/direct-game-reward-total/${account}?${q}`)).toEqual(
        json(bountyAnswers.directGameRewardTotal(final.directGameRewardTotal(account))),
      )
      expect(await data(`/api/player/node-game-task-state/${account}?${q}`)).toEqual(
        json(bountyAnswers.nodeGameTaskState(views.nodeGameTaskState(account))),
      )
      for (const gameType of [0, 2, 5] as const) {
        const referrers = await data(`/api/player/spread-referrer-data/${account}?${q}&page=1&gameType=${gameType}`)
        expect(referrers).toEqual(
          json(bountyAnswers.spreadReferrerData(views.spreadReferrerData(account, 1, gameType))),
        )
        referrerRows += referrers.count
      }
      expect(
        await data(`/api/player/spread-team-promotion-data/${account}?${q}&page=1&year=${year}&month=${month}`),
      ).toEqual(json(bountyAnswers.spreadTeamPromotionData(views.spreadTeamPromotionData(account, 1, year, month))))
    }
    // not vacuous: the seeded tree's inviters have friends who played, and their days were credited
    expect(referrerRows).toBeGreaterThan(0)
    const credited = json(views.credits().filter((credit) => credit.key.startsWith('bounty:daily:')))
    const rows = await creditRows('bounty:daily:%')
    expect(rows.map((row) => ({ ...row, programme: 'bounty' }))).toEqual(
      expect.arrayContaining(credited.map((credit: object) => expect.objectContaining(credit))),
    )
    expect(rows).toHaveLength(credited.length)
  })

  it('credits each ended day’s promotion once, however many passes run', async () => {
    const before = await creditRows('bounty:daily:%')
    expect(before.length).toBeGreaterThan(0)
    // a second indexer pass: more rounds today, then the day ends and the next pass credits it
    const { record, provider } = harness.chain(CHAIN)
    await devnetTools.addGameRounds(record, 4)
    await provider.send('evm_increaseTime', [DAY])
    await provider.send('evm_mine', [])
    await indexedToHead()
    await until(async () => (await creditRows('bounty:daily:%')).length > before.length, 'the new day credited')
    const after = await creditRows('bounty:daily:%')
    // the earlier days' credits are as they were, none written again
    expect(after).toEqual(expect.arrayContaining(before))
    // each day's credits share exactly the day's pool, never twice
    const perDay = new Map<string, bigint>()
    for (const row of after) {
      const day = row.key.split(':')[2]!
      perDay.set(day, (perDay.get(day) ?? 0n) + BigInt(row.amount))
    }
    for (const [day, total] of perDay) expect(total, day).toBeLessThanOrEqual(parseEther(BOUNTY_TERMS.dailyPool))
    // and a crediting pass of its own over the same indexed chain writes nothing
    const model = readModelOf(server, harness.chain(CHAIN).record)
    expect(await new BountyCrediter(model, new PgBountyCredits(server.database)).creditDue(CHAIN)).toBe(0)
    expect(await creditRows('bounty:daily:%')).toEqual(after)
  })

  it('pays an invite task received twice once, and refuses one still ongoing', async () => {
    const account = address(1) // accounts 2 and 3, its friends, played
    const first = await get(`/api/player-invite-task-succ/1/${account}?chainId=${CHAIN}`)
    const second = await get(`/api/player-invite-task-succ/1/${account}?chainId=${CHAIN}`)
    expect([first.status, second.status]).toEqual([200, 200])
    expect(second.body.data).toEqual(first.body.data)
    const rows = await creditRows('bounty:invite-task:%')
    expect(rows).toEqual([
      expect.objectContaining({ account, amount: parseEther(BOUNTY_TERMS.inviteTasks[0].reward).toString() }),
    ])
    const tasks = await data(`/api/player-invite-task/4/${account}?chainId=${CHAIN}`)
    expect(tasks.find((task: { id: number }) => task.id === 1).received).toBe(true)
    const ongoing = await get(`/api/player-invite-task-succ/3/${account}?chainId=${CHAIN}`)
    expect(ongoing.status).toBe(400)
    expect(ongoing.body.msg).toMatch(/not complete/)
    expect(await creditRows('bounty:invite-task:%')).toEqual(rows)
  })

  it('commits a draw before its close, reveals it after, credits its winners and pays one by the voucher', async () => {
    const { record, provider } = harness.chain(CHAIN)
    const aura = record.bounty!.dailyPool.token.toLowerCase()
    const config = testServerConfig({ devnetDir: '' })
    const signer = new Eip712ClaimSigner(config.signerKey)
    const operatorWallet = new NonceManager(new Wallet(accounts[0]!.privateKey, provider))
    const pool = new EthersPrizePool(CHAIN, record.contracts.prizePool!, operatorWallet)
    const operator = new PrizeDrawOperator([{ pool, token: aura }], signer, () => true, 1_000, QUIET)
    const available = await pool.availableOf(aura)
    await devnetTools.addGameRounds(record, 4) // players of this draw's window

    const opened = await operator.step({ pool, token: aura })
    const { drawId, closeTime } = scheduledDraw((await pool.latest()).time)
    expect(opened.committed).toEqual([drawId])
    expect(await pool.drawOf(drawId)).toMatchObject({ state: 'committed', closeTime })
    expect(await pool.availableOf(aura)).toBe(
      available - DRAW_PRIZE_BPS.reduce((sum, bps) => sum + (available * BigInt(bps)) / 10_000n, 0n),
    )
    // nothing to do before the close: a pass commits nothing twice and cannot reveal
    expect(await operator.step({ pool, token: aura })).toEqual({ committed: [], sealed: [], revealed: [], voided: [] })

    await provider.send('evm_increaseTime', [closeTime - (await pool.latest()).time + 1])
    await provider.send('evm_mine', [])
    expect((await operator.step({ pool, token: aura })).sealed).toEqual([drawId])
    await provider.send('evm_mine', []) // the target block
    // a restarted operator derives the same secret: it reveals what the first one committed
    const restarted = new PrizeDrawOperator([{ pool, token: aura }], signer, () => true, 1_000, QUIET)
    expect((await restarted.step({ pool, token: aura })).revealed).toEqual([drawId])
    expect((await pool.drawOf(drawId)).state).toBe('revealed')

    const head = await indexedToHead()
    const { drawEvents, rounds } = await chainBountyEvents(provider, record, head)
    const revealed = drawEvents.find((e) => e.kind === 'revealed' && e.drawId === drawId)
    expect(revealed).toMatchObject({ secret: await prizeDrawSecret(signer, CHAIN, pool.address, drawId) })
    const committed = drawEvents.find((e) => e.kind === 'committed' && e.drawId === drawId)!
    if (committed.kind !== 'committed' || revealed?.kind !== 'revealed') throw new Error('the draw is not on chain')
    const winners = drawWinners(revealed.seed, drawEligible(rounds, 0, closeTime), committed.prizes.length)
    expect(winners.length).toBe(committed.prizes.length)
    await until(
      async () => (await creditRows(`bounty:draw:${drawId}:%`)).length === winners.length,
      'the draw credited to its winners',
    )
    const prizesCredited = await creditRows(`bounty:draw:${drawId}:%`)
    expect(prizesCredited.map((row) => [row.account, row.amount])).toEqual(
      winners.map((winner, i) => [winner, committed.prizes[i]!.toString()]),
    )
    const panel = await data(`/api/get-ext-lp-panel/${winners[0]}?chainId=${CHAIN}`)
    const shown = panel.jackpot_list_yet.find((draw: { draw_id: string }) => draw.draw_id === String(drawId))
    expect(shown.winners.map((w: { address: string }) => w.address)).toEqual(winners)

    // the first winner withdraws: the voucher's cumulative AURA total, paid by the distributor on chain
    const winner = accounts.find((account) => account.address.toLowerCase() === winners[0])!
    const voucher = await data(`/api/player/do-spread-reward-withdrawal/${winners[0]}/top?chainId=${CHAIN}`)
    expect(voucher.tokens).toEqual([aura])
    const distributor = FomoRewardDistributor__factory.connect(
      voucher.pool_contract_address,
      new Wallet(winner.privateKey, provider),
    )
    const paidBefore = await distributor.getDistributeReward(winner.address, aura)
    const token = DevToken__factory.connect(aura, provider)
    const balance = await token.balanceOf(winner.address)
    await (
      await distributor.distributeReward(
        voucher.tokens,
        voucher.amounts,
        voucher.deadline,
        voucher.v,
        voucher.r,
        voucher.s,
      )
    ).wait()
    expect((await token.balanceOf(winner.address)) - balance).toBe(BigInt(voucher.amounts[0]) - paidBefore)
    expect(BigInt(voucher.amounts[0]) - paidBefore).toBeGreaterThanOrEqual(committed.prizes[0]!)
  })

  it('voids a draw whose reveal is withheld past its window: its prizes back in the pool, nobody credited', async () => {
    const { record, provider } = harness.chain(CHAIN)
    const aura = record.bounty!.dailyPool.token.toLowerCase()
    const signer = new Eip712ClaimSigner(testServerConfig({ devnetDir: '' }).signerKey)
    const pool = new EthersPrizePool(
      CHAIN,
      record.contracts.prizePool!,
      new NonceManager(new Wallet(accounts[0]!.privateKey, provider)),
    )
    const operator = new PrizeDrawOperator([{ pool, token: aura }], signer, () => true, 1_000, QUIET)
    await operator.step({ pool, token: aura }) // the running day's draw, if the last test did not commit it
    const { drawId, closeTime } = scheduledDraw((await pool.latest()).time)
    expect(await pool.drawOf(drawId)).toMatchObject({ state: 'committed', closeTime })
    await provider.send('evm_increaseTime', [closeTime - (await pool.latest()).time + 1])
    await provider.send('evm_mine', [])
    expect((await operator.step({ pool, token: aura })).sealed).toEqual([drawId])
    const reserved = await pool.availableOf(aura)
    // the operator is away for longer than the reveal window
    await provider.send('anvil_mine', [`0x${(REVEAL_WINDOW_BLOCKS + 2).toString(16)}`])
    const back = await operator.step({ pool, token: aura })
    expect(back).toMatchObject({ voided: [drawId], revealed: [] })
    expect((await pool.drawOf(drawId)).state).toBe('void')
    const committed = (await chainBountyEvents(provider, record, await provider.getBlockNumber())).drawEvents.find(
      (event) => event.kind === 'committed' && event.drawId === drawId,
    )
    const total = committed?.kind === 'committed' ? committed.prizes.reduce((sum, prize) => sum + prize, 0n) : 0n
    expect(total).toBeGreaterThan(0n)
    expect(await pool.availableOf(aura)).toBe(reserved + total)

    await indexedToHead()
    const panel = await data(`/api/get-ext-lp-panel/${address(2)}?chainId=${CHAIN}`)
    const ids = [...panel.jackpot_list_not, ...panel.jackpot_list_yet].map((draw: { draw_id: string }) => draw.draw_id)
    expect(ids).not.toContain(String(drawId))
    expect(await creditRows(`bounty:draw:${drawId}:%`)).toEqual([])
  })

  it('runs the operator in the composed server given FOMO_DRAW_OPERATOR_KEY: it seals and reveals a closed draw', async () => {
    const { record, provider, rpcUrl } = harness.chain(CHAIN)
    const pool = new EthersPrizePool(CHAIN, record.contracts.prizePool!, new Wallet(accounts[0]!.privateKey, provider))
    const { drawId, closeTime } = scheduledDraw((await pool.latest()).time)
    expect((await pool.drawOf(drawId)).state).toBe('committed') // by the last test's operator
    await provider.send('evm_increaseTime', [closeTime - (await pool.latest()).time + 1])
    await provider.send('evm_mine', [])
    const operated = await composeServer(
      testServerConfig({
        devnetDir: inject('seededDevnet').dir,
        chains: [CHAIN],
        rpcUrls: { [CHAIN]: rpcUrl },
        indexer: { enabled: true, confirmations: 0, rangeSize: 2_000, pollMs: 50, rpcTimeoutMs: 10_000 },
        drawOperatorKey: accounts[0]!.privateKey,
      }),
    )
    try {
      expect(operated.drawOperator).toBeDefined()
      operated.worker!.start()
      operated.drawOperator!.start()
      // sealed on one pass; the next day's commit mines the target block, so a later pass reveals
      await until(async () => (await pool.drawOf(drawId)).state === 'revealed', 'the draw revealed by the operator')
    } finally {
      await operated.close()
    }
  })
})

/** A bounty read model of its own over the server's database (its crediting state fresh), as the server builds it. */
function readModelOf(server: ComposedServer, record: DeploymentRecord): BountyReadModel {
  const db = server.database
  return new BountyReadModel({
    records: [record],
    heads: new PgChainHeads(db),
    mining: new PgMiningEvents(db),
    rounds: new PgGameRoundEvents(db),
    draws: new PgPrizeDrawEvents(db),
    invitations: new PgInvitations(db),
    market: new PgMarketData(db),
    rewards: new PgRewardLedger(db),
    credits: new PgBountyCredits(db),
  })
}
