import { runInAction } from 'mobx'
import { describe, expect, it } from 'vitest'
import { FomoLPMining__factory, FomoRewardDistributor__factory } from '../../../../src/adapters/contracts/generated'
import { LP_WITHDRAWAL_WAIT_MS } from '../../../../src/ui/features/mining/BankIncomeStore'
import { flushPromises } from '../../../doubles/flushPromises'
import { ACCOUNT, AURA, bankSetup, DISTRIBUTOR, E18, LP, LP_MINING } from './miningFixtures'

const DAY = 86_400
const SIGNATURE = `0x${'11'.repeat(32)}${'22'.repeat(32)}1c`
const mining = FomoLPMining__factory.createInterface()
const distributor = FomoRewardDistributor__factory.createInterface()

async function opened(setup = bankSetup()) {
  const stop = setup.store.watch()
  await flushPromises()
  return { ...setup, stop }
}

describe('BankIncomeStore (spec sections 2, 4, 5 and 9)', () => {
  it('shows the stored pool’s figures: demand, withdrawable LP, the DAO voucher and the LP balance', async () => {
    const setup = bankSetup()
    const now = Math.floor(setup.clock.now() / 1000)
    setup.api.position = {
      currentNow: 5n * E18, // 2 LP on demand and the matured 3 LP lock
      currentUsd: 10,
      regularList: [
        {
          lockId: '1',
          duration: 7 * DAY,
          weight: 12_000,
          apy: 0.7,
          amount: 10n * E18,
          unlockTime: now + DAY,
          matured: false,
        },
        {
          lockId: '2',
          duration: 7 * DAY,
          weight: 12_000,
          apy: 0.5,
          amount: 3n * E18,
          unlockTime: now - 1,
          matured: true,
        },
      ],
    }
    setup.live.set(`balance:${ACCOUNT}:${LP}`, 7n * E18)
    const { store, api, stop } = await opened(setup)
    expect(store.pool?.pair).toBe('AURA/USDT')
    expect(store.totals).toEqual({ withdrawable: 5n * E18, daoVoucher: 12n * E18 })
    expect(store.lpBalance).toBe(7n * E18)
    expect(store.hasIncome).toBe(false)
    expect(api.calls).toEqual([
      `lockConfig:128:${LP}`,
      `currentRegular:128:${ACCOUNT}:${LP}`,
      `rewardAmount:128:${ACCOUNT}:${AURA}`,
    ])
    stop()
  })

  it('ticks its clock each second for the countdowns, and stops with the screen', async () => {
    const { store, clock, stop, live } = await opened()
    const start = store.now
    await clock.advance(1000)
    expect(store.now).toBe(start + 1000)
    stop()
    expect(clock.pending()).toBe(0)
    expect(live.watching()).toBe(0)
  })

  it('reads the position again when a countdown ends, every 5 s until the server has the lock matured', async () => {
    const setup = bankSetup()
    const unlockTime = Math.floor(setup.clock.now() / 1000) + 2
    const lock = { lockId: '1', duration: 7 * DAY, weight: 12_000, apy: null, amount: 2n * E18, unlockTime }
    setup.api.position = { currentNow: E18, currentUsd: null, regularList: [{ ...lock, matured: false }] }
    const { store, api, clock, stop } = await opened(setup)
    const reads = () => api.calls.filter((call) => call.startsWith('currentRegular')).length
    expect(reads()).toBe(1)
    await clock.advance(1000)
    expect(reads()).toBe(1) // still counting down
    await clock.advance(1000) // the countdown ends, but the server has not seen a block past it yet
    expect(reads()).toBe(2)
    expect(store.totals).toEqual({ withdrawable: E18, daoVoucher: (24n * E18) / 10n }) // 2 LP × 1.2
    await clock.advance(4000)
    expect(reads()).toBe(2) // not again before 5 s
    setup.api.position = { currentNow: 3n * E18, currentUsd: null, regularList: [{ ...lock, matured: true }] }
    await clock.advance(1000)
    expect(reads()).toBe(3)
    expect(store.totals).toEqual({ withdrawable: 3n * E18, daoVoucher: 0n })
    await clock.advance(20_000)
    expect(reads()).toBe(3) // matured: no more reads
    stop()
  })

  it('shows nothing to load without a stored pool', async () => {
    const { store, api, stop } = await opened(bankSetup(null))
    expect(store.pool).toBeUndefined()
    expect(api.calls).toEqual([])
    stop()
  })

  it('withdraws rewards with the server’s voucher, paying what exceeds the chain’s paid total, then says so', async () => {
    const setup = bankSetup()
    setup.api.reward = {
      totalReward: 3n * E18,
      earned: 5n * E18,
      miningEarned: 5n * E18,
      credited: 0n,
      paid: 2n * E18,
      pending: 0n,
      block: 9,
      time: 9,
    }
    setup.api.voucher = {
      chainId: 128,
      distributor: DISTRIBUTOR,
      account: ACCOUNT,
      tokens: [AURA],
      totalRewards: [5n * E18],
      deadline: 2_000_000_000,
      signature: SIGNATURE,
    }
    setup.paidTotals.set(AURA, 2n * E18)
    const { store, submitter, settle, notices, stop } = await opened(setup)
    expect(store.hasIncome).toBe(true)
    const claim = store.withdrawRewards()
    await flushPromises()
    expect(submitter.submitted).toHaveLength(1)
    const sent = submitter.submitted[0]!
    expect(sent.request.to).toBe(DISTRIBUTOR)
    expect(distributor.parseTransaction({ data: sent.request.data ?? '' })?.name).toBe('distributeTokenReward')
    expect(store.busy).toBe('claim')
    settle(`0x${'1'.padStart(64, '0')}`, 'confirmed')
    await claim
    expect(notices.notice).toMatchObject({ kind: 'success', text: 'Withdrawal success' })
    expect(store.busy).toBeUndefined()
    stop()
  })

  it('says noIncomeW and sends nothing when the voucher pays nothing more than was paid', async () => {
    const setup = bankSetup()
    setup.api.voucher = {
      chainId: 128,
      distributor: DISTRIBUTOR,
      account: ACCOUNT,
      tokens: [AURA],
      totalRewards: [5n * E18],
      deadline: 2_000_000_000,
      signature: SIGNATURE,
    }
    setup.api.reward = {
      totalReward: 1n,
      earned: 5n * E18,
      miningEarned: 5n * E18,
      credited: 0n,
      paid: 5n * E18 - 1n,
      pending: 0n,
      block: 9,
      time: 9,
    }
    setup.paidTotals.set(AURA, 5n * E18) // the chain has paid it all since the server's figure
    const { store, submitter, notices, stop } = await opened(setup)
    await store.withdrawRewards()
    expect(submitter.submitted).toHaveLength(0)
    expect(notices.notice).toMatchObject({ kind: 'error', text: 'No income to be withdrawn' })
    stop()
  })

  it('answers a tap on the grey Withdraw at 0 with noIncomeW, asking the server for nothing', async () => {
    const { store, api, submitter, notices, stop } = await opened()
    expect(store.hasIncome).toBe(false)
    const asked = api.calls.length
    await store.withdrawRewards()
    expect(api.calls).toHaveLength(asked)
    expect(submitter.submitted).toHaveLength(0)
    expect(notices.notice).toMatchObject({ kind: 'error', text: 'No income to be withdrawn' })
    stop()
  })

  it('says noLPW and sends nothing when no LP is unlocked', async () => {
    const { store, submitter, notices, stop } = await opened()
    await store.withdrawLp()
    expect(submitter.submitted).toHaveLength(0)
    expect(notices.notice).toMatchObject({ kind: 'error', text: 'No LP to be withdrawn' })
    stop()
  })

  it('checks the position the chain holds now: LP the server still shows but already withdrawn is noLPW, nothing sent', async () => {
    const setup = bankSetup()
    setup.api.position = { currentNow: 2n * E18, currentUsd: null, regularList: [] }
    const { store, submitter, notices, stop } = await opened(setup)
    expect(store.withdrawLpRefusal).toBeUndefined()
    await store.withdrawLp()
    expect(notices.notice).toMatchObject({ kind: 'error', text: 'No LP to be withdrawn' })
    expect(submitter.submitted).toHaveLength(0)
    stop()
  })

  it('greys Withdraw LP while all of it is locked, and names how much until when', async () => {
    const setup = bankSetup()
    const lock = {
      lockId: '1',
      duration: 7 * DAY,
      weight: 12_000,
      apy: null,
      amount: 2n * E18,
      unlockTime: 1_800_000_000,
    }
    setup.api.position = { currentNow: 0n, currentUsd: null, regularList: [{ ...lock, matured: false }] }
    const locked = { id: 1, amount: lock.amount, weight: lock.weight, energyRatio: 11_000, unlockAt: lock.unlockTime }
    setup.chain.mining.setPosition(LP, ACCOUNT, { demand: 0n, locks: [locked], withdrawable: 0n })
    const { store, submitter, notices, stop } = await opened(setup)
    expect(store.withdrawLpRefusal?.name).toBe('LpLockedError')
    expect(store.withdrawLpLockedText).toMatch(/^No LP to be withdrawn yet: 2\.00 LP is locked until/)
    await store.withdrawLp()
    expect(notices.notice).toMatchObject({ kind: 'error', text: store.withdrawLpLockedText })
    expect(submitter.submitted).toHaveLength(0)
    stop()
  })

  it('reads the reward again at each block while the position earns, and not without a position', async () => {
    const setup = bankSetup()
    setup.api.position = { currentNow: 2n * E18, currentUsd: null, regularList: [] }
    const { store, api, state, stop } = await opened(setup)
    const rewardReads = () => api.calls.filter((call) => call.startsWith('rewardAmount')).length
    expect(store.earning).toBe(true)
    const before = rewardReads()
    runInAction(() => (state.blockNumber = 10))
    await flushPromises()
    runInAction(() => (state.blockNumber = 11))
    await flushPromises()
    expect(rewardReads()).toBe(before + 2)
    setup.api.position = { currentNow: 0n, currentUsd: null, regularList: [] }
    await store.refresh()
    expect(store.earning).toBe(false)
    const idle = rewardReads()
    runInAction(() => (state.blockNumber = 12))
    await flushPromises()
    expect(rewardReads()).toBe(idle)
    stop()
  })

  it('withdraws the unlocked LP, then waits 6 s before refreshing', async () => {
    const setup = bankSetup()
    setup.api.position = { currentNow: 2n * E18, currentUsd: null, regularList: [] }
    setup.chain.mining.setPosition(LP, ACCOUNT, { demand: 2n * E18, locks: [], withdrawable: 2n * E18 })
    const { store, submitter, settle, api, clock, notices, stop } = await opened(setup)
    const withdrawal = store.withdrawLp()
    await flushPromises()
    const sent = submitter.submitted[0]!
    expect(sent.request.to).toBe(LP_MINING)
    expect(mining.parseTransaction({ data: sent.request.data ?? '' })?.args.toArray()).toEqual([
      expect.stringMatching(new RegExp(LP.slice(2), 'i')),
      2n * E18,
    ])
    settle(`0x${'1'.padStart(64, '0')}`, 'confirmed')
    await withdrawal
    expect(notices.notice?.text).toBe('Withdrawal success')
    const before = api.calls.length
    await clock.advance(LP_WITHDRAWAL_WAIT_MS - 1)
    expect(api.calls).toHaveLength(before)
    await clock.advance(1)
    expect(api.calls).toHaveLength(before + 3)
    stop()
  })

  it('says Withdrawal failed when the withdrawal is mined and reverts, and does not refresh', async () => {
    const setup = bankSetup()
    setup.api.position = { currentNow: 2n * E18, currentUsd: null, regularList: [] }
    setup.chain.mining.setPosition(LP, ACCOUNT, { demand: 2n * E18, locks: [], withdrawable: 2n * E18 })
    const { store, settle, api, clock, notices, stop } = await opened(setup)
    const withdrawal = store.withdrawLp()
    await flushPromises()
    settle(`0x${'1'.padStart(64, '0')}`, 'failed')
    await withdrawal
    expect(notices.notice).toMatchObject({ kind: 'error', text: 'Withdrawal failed' })
    const before = api.calls.length
    await clock.advance(LP_WITHDRAWAL_WAIT_MS)
    expect(api.calls).toHaveLength(before)
    stop()
  })
})
