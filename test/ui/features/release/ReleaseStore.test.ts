import { runInAction } from 'mobx'
import { describe, expect, it } from 'vitest'
import { FomoInvestment__factory } from '../../../../src/adapters/contracts/generated'
import { ReleaseWithdrawAction } from '../../../../src/domain/release/ReleaseWithdrawAction'
import { ReleaseStore } from '../../../../src/ui/features/release/ReleaseStore'
import { flushPromises } from '../../../doubles/flushPromises'
import { ACCOUNT, E18, exchangeParts, HJW, hash, INVESTMENT, PAYER, t } from '../exchange/exchangeFixtures'

const investment = FomoInvestment__factory.createInterface()
const SIGNATURE = `0x${'11'.repeat(32)}${'22'.repeat(32)}1c`

async function setup(chainId: number) {
  const parts = exchangeParts()
  runInAction(() => (parts.state.chainId = chainId))
  parts.api.release = {
    total: 1000n * E18,
    pending: 0n,
    finalityDepth: 2,
    released: 100n * E18,
    withdrawn: 40n * E18,
    waiting: 60n * E18,
    investmentChainId: 128,
    investmentToken: HJW,
    investmentContract: INVESTMENT,
    ratio: '1',
    withdrawChainId: 56,
    withdrawContract: PAYER,
    token: HJW,
    releasesFrom: 1_800_000_000,
  }
  parts.api.voucher = {
    chainId: 56,
    contract: PAYER,
    account: ACCOUNT,
    historicalWithdrawalNumber: 1,
    token: HJW,
    amount: 60n * E18,
    deadline: 1_900_000_000,
    signature: SIGNATURE,
  }
  const action = new ReleaseWithdrawAction(parts.api, parts.services.exchange)
  const store = new ReleaseStore(parts.session, 56, parts.api, action, parts.notices, t)
  const stop = store.watch()
  await flushPromises()
  return { ...parts, store, stop }
}

describe('ReleaseStore (the release withdrawal, spec sections 2 and 5)', () => {
  it('shows the release, and off the withdraw chain asks for no withdrawal but switches the wallet', async () => {
    const { store, api, switched, submitter, stop } = await setup(128)
    expect(store.info?.waiting).toBe(60n * E18)
    expect(store.token?.symbol).toBe('HJW')
    expect(store.onWithdrawChain).toBe(false)
    await store.withdraw()
    expect(api.calls).toEqual([`releaseInfo:${ACCOUNT}`])
    expect(submitter.submitted).toHaveLength(0)
    await store.switchNetwork()
    expect(switched).toEqual([56])
    stop()
  })

  it('withdraws the server’s signed withdrawal on chain 56, says so and reads the release again', async () => {
    const { store, api, submitter, settle, notices, stop } = await setup(56)
    const withdrawing = store.withdraw()
    await flushPromises()
    const sent = submitter.submitted[0]!
    expect([sent.chainId, sent.request.to]).toEqual([56, PAYER])
    const call = investment.parseTransaction({ data: sent.request.data ?? '' })
    expect([call?.name, call?.args[0], call?.args[2]]).toEqual(['withdrawalToken', 1n, 60n * E18])
    settle(hash(1), 'confirmed')
    await withdrawing
    expect(notices.notice).toMatchObject({ kind: 'success', text: 'Withdrawal success' })
    await flushPromises()
    expect(api.calls).toEqual([`releaseInfo:${ACCOUNT}`, `releaseWithdrawal:${ACCOUNT}`, `releaseInfo:${ACCOUNT}`])
    stop()
  })

  it('reads the release again at each new block while an investment is pending, and not once it is final', async () => {
    const { store, api, state, stop } = await setup(56)
    api.release = { ...api.release!, pending: 5n * E18 }
    await store.refresh()
    const reads = () => api.calls.filter((call) => call.startsWith('releaseInfo')).length
    const before = reads()
    runInAction(() => (state.blockNumber = 100))
    await flushPromises()
    expect(reads()).toBe(before + 1)
    expect(store.info?.pending).toBe(5n * E18) // shown while it is read again: no blank between reads
    api.release = { ...api.release!, pending: 0n, total: api.release!.total + 5n * E18 }
    runInAction(() => (state.blockNumber = 101))
    await flushPromises()
    expect(store.info?.pending).toBe(0n)
    const final = reads()
    runInAction(() => (state.blockNumber = 102))
    await flushPromises()
    expect(reads()).toBe(final)
    stop()
  })

  it('greys Withdraw and names why when nothing waits, asking the server for no withdrawal', async () => {
    const { store, api, submitter, notices, stop } = await setup(56)
    const cases = [
      [{ total: 0n, released: 0n, withdrawn: 0n, waiting: 0n }, 'NothingInvestedError', 'no final investment'],
      [{ total: 1000n * E18, released: 0n, withdrawn: 0n, waiting: 0n }, 'NotReleasedYetError', 'Nothing released yet'],
      [{ released: 100n * E18, withdrawn: 100n * E18, waiting: 0n }, 'NothingReleasedError', 'has been withdrawn'],
    ] as const
    for (const [figures, reason, words] of cases) {
      api.release = { ...api.release!, ...figures }
      await store.refresh()
      expect(store.refusal?.name).toBe(reason)
      expect(store.refusalText).toContain(words)
      await store.withdraw()
      expect(notices.notice).toMatchObject({ kind: 'error', text: expect.stringContaining(words) })
    }
    expect(api.calls.filter((call) => call.startsWith('releaseWithdrawal'))).toEqual([])
    expect(submitter.submitted).toHaveLength(0)
    api.release = { ...api.release!, waiting: 1n }
    await store.refresh()
    expect(store.refusal).toBeUndefined()
    stop()
  })
})
