import { describe, expect, it } from 'vitest'
import { FomoCapitalPool__factory } from '../../../../src/adapters/contracts/generated'
import { ApprovalService } from '../../../../src/domain/approval/ApprovalService'
import { createToken } from '../../../../src/domain/currency/createToken'
import { CapitalDepositAction } from '../../../../src/domain/mining/CapitalDepositAction'
import { CapitalWithdrawAction } from '../../../../src/domain/mining/CapitalWithdrawAction'
import { MiningService } from '../../../../src/domain/mining/MiningService'
import type { CapitalPoolReads, CapitalPoolSnapshot } from '../../../../src/ports/CapitalPoolReads'
import { CapitalDepositStore } from '../../../../src/ui/features/mining/CapitalDepositStore'
import { CapitalPoolStore } from '../../../../src/ui/features/mining/CapitalPoolStore'
import { NoticeStore } from '../../../../src/ui/stores/NoticeStore'
import { abiCalls } from '../../../doubles/AbiCalls'
import { flushPromises } from '../../../doubles/flushPromises'
import { InMemoryChainReads } from '../../../doubles/InMemoryChainReads'
import { InMemoryGasEstimator } from '../../../doubles/InMemoryGasEstimator'
import { InMemoryLiveChainReads } from '../../../doubles/InMemoryLiveChainReads'
import { InMemoryTokenAllowances } from '../../../doubles/InMemoryTokenAllowances'
import { InMemoryTransactionSubmitter } from '../../../doubles/InMemoryTransactionSubmitter'
import { ManualBlockTime } from '../../../doubles/ManualBlockTime'
import { ManualClock } from '../../../doubles/ManualClock'
import { ACCOUNT, CAPITAL_POOL, E18, sessionDouble, t } from './miningFixtures'

const USDT = '0x00000000000000000000000000000000000000e1'
const AURA = '0x00000000000000000000000000000000000000e2'
const MGET = '0x00000000000000000000000000000000000000e3'
const TOKENS = [
  createToken({ chainId: 128, address: USDT, decimals: 18, symbol: 'USDT' }),
  createToken({ chainId: 128, address: AURA, decimals: 18, symbol: 'AURA' }),
  createToken({ chainId: 128, address: MGET, decimals: 18, symbol: 'MGET' }),
]
const pool = FomoCapitalPool__factory.createInterface()
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`

const USDT_DEPOSIT = { id: 1n, amount: E18, option: 1, termDays: 30, unlockAt: 1_702_592_000 }
const AURA_DEPOSIT = { id: 1n, amount: 2n * E18, option: 1, termDays: 30, unlockAt: 1_702_600_000 }

/** The pool double: options 0 (any time) and 1 (30 days); USDT and AURA listed, MGET not; in USDT 5 any time and 1
 * for 30 days, in AURA 2 for 30 days. */
function poolDouble() {
  const snapshot: CapitalPoolSnapshot = {
    options: [
      { option: 0, termDays: 0 },
      { option: 1, termDays: 30 },
    ],
    tokens: [
      { listed: true, balance: 6n * E18, withdrawable: 5n * E18, free: 5n * E18, deposits: [USDT_DEPOSIT] },
      { listed: true, balance: 2n * E18, withdrawable: 0n, free: 0n, deposits: [AURA_DEPOSIT] },
      { listed: false, balance: 0n, withdrawable: 0n, free: 0n, deposits: [] },
    ],
  }
  const asked: { account: string; tokens: readonly string[] }[] = []
  const reads: CapitalPoolReads = {
    snapshot: async (_chainId, contract, account, tokens) => {
      expect(contract).toBe(CAPITAL_POOL)
      asked.push({ account, tokens })
      // each token's figures in the order asked (the screen asks for all three, an action for its one)
      const at = (token: string) => TOKENS.findIndex((known) => known.address.toLowerCase() === token.toLowerCase())
      return structuredClone({ ...snapshot, tokens: tokens.map((token) => snapshot.tokens[at(token)]!) })
    },
  }
  return { snapshot, asked, reads }
}

async function setup(allowance: bigint) {
  const clock = new ManualClock()
  const live = new InMemoryLiveChainReads()
  const submitter = new InMemoryTransactionSubmitter()
  const gas = new InMemoryGasEstimator()
  const mining = new MiningService(abiCalls, gas, submitter, new ManualBlockTime())
  const approval = new ApprovalService(abiCalls, gas, submitter, new InMemoryTokenAllowances())
  const notices = new NoticeStore(clock)
  const { session, settle } = sessionDouble()
  const double = poolDouble()
  // the wallet's USDT as the screen follows it (live) and as the deposit action reads it when sending
  const chainReads = new InMemoryChainReads()
  chainReads.setBalance(128, ACCOUNT, TOKENS[0]!, 20n * E18)
  const capitalDepositAction = new CapitalDepositAction(chainReads, double.reads, approval, mining)
  const capitalWithdrawAction = new CapitalWithdrawAction(double.reads, mining)
  const services = { mining, approval, capitalDepositAction, capitalWithdrawAction }
  const store = new CapitalPoolStore(session, () => TOKENS, double.reads, live, services, notices, t)
  live.set(`balance:${ACCOUNT}:${USDT}`, 20n * E18)
  live.set(`allowance:${ACCOUNT}:${CAPITAL_POOL}:${USDT}`, allowance)
  const deposit = new CapitalDepositStore(store, services)
  const stopPool = store.watch()
  const stopDeposit = deposit.watch()
  await flushPromises()
  const stop = () => {
    stopDeposit()
    stopPool()
  }
  return { clock, live, submitter, notices, settle, store, deposit, stop, ...double }
}

describe('CapitalPoolStore and its CapitalDepositStore (the capital pool: deposit, withdraw, balance)', () => {
  it('offers the listed tokens and the options with their terms, and shows the chosen token’s figures', async () => {
    const { store, asked, stop } = await setup(0n)
    expect(asked.at(-1)).toEqual({ account: ACCOUNT, tokens: TOKENS.map((token) => token.address) })
    expect(store.tokens.map((token) => token.symbol)).toEqual(['USDT', 'AURA'])
    expect(store.token?.symbol).toBe('USDT')
    expect(store.options).toEqual([
      { option: 0, termDays: 0 },
      { option: 1, termDays: 30 },
    ])
    expect(store.figures).toMatchObject({ listed: true, balance: 6n * E18, withdrawable: 5n * E18 })
    expect(store.walletBalance).toBe(20n * E18)
    store.chooseToken(AURA)
    await flushPromises()
    expect(store.figures?.balance).toBe(2n * E18)
    expect(store.walletBalance).toBeUndefined() // AURA's balance is not in the live double
    stop()
  })

  it('lists the account’s deposits in every listed token, one by one: the any-time balance, then each term', async () => {
    const { store, stop } = await setup(0n)
    expect(store.depositRows.map((row) => [row.token.symbol, row.amount, row.termDays, row.unlockAt])).toEqual([
      ['USDT', 5n * E18, 0, undefined],
      ['USDT', E18, 30, USDT_DEPOSIT.unlockAt],
      ['AURA', 2n * E18, 30, AURA_DEPOSIT.unlockAt],
    ])
    expect(new Set(store.depositRows.map((row) => row.key)).size).toBe(3)
    stop()
  })

  it('refuses an empty amount and one above the wallet balance, for 2 s, sending nothing', async () => {
    const { deposit: form, submitter, notices, clock, stop } = await setup(0n)
    await form.submit()
    expect(notices.notice).toMatchObject({ kind: 'error', text: 'Please fill in the deposit amount' })
    form.type('21')
    await form.submit()
    expect(notices.notice).toMatchObject({ kind: 'error', text: 'The amount is beyond your balance' })
    expect(submitter.submitted).toHaveLength(0)
    await clock.advance(2_000)
    expect(notices.notice).toBeUndefined()
    stop()
  })

  it('refuses a fixed term while 100 deposits have not matured before it approves (the pool would refuse it)', async () => {
    const { deposit: form, store, snapshot, submitter, notices, stop } = await setup(0n)
    snapshot.tokens[0]!.deposits = Array.from({ length: 100 }, (_, i) => ({ ...USDT_DEPOSIT, id: BigInt(i + 1) }))
    await store.refresh()
    form.chooseOption(1)
    form.type('1')
    await form.submit()
    expect(notices.notice).toMatchObject({ kind: 'error', text: t('capital.error.tooManyDeposits') })
    expect(submitter.submitted).toHaveLength(0)
    form.chooseOption(0) // an any-time deposit is not a term record: it goes (approving first)
    await form.submit()
    expect(submitter.submitted.map((sent) => sent.request.to.toLowerCase())).toEqual([USDT])
    stop()
  })

  it('approves first, then deposits under the chosen option by itself once the allowance shows the approval', async () => {
    const { deposit: form, submitter, live, settle, notices, asked, stop } = await setup(0n)
    form.chooseOption(1)
    form.setMax()
    expect(form.amountText).toBe('20')
    expect(form.needsApproval).toBe(true)
    await form.submit()
    expect(submitter.submitted.map((sent) => sent.request.to.toLowerCase())).toEqual([USDT])
    expect(form.step.awaitingApproval).toBe(true)
    await form.submit() // a second tap while the approval is pending sends nothing more
    expect(submitter.submitted).toHaveLength(1)

    live.set(`allowance:${ACCOUNT}:${CAPITAL_POOL}:${USDT}`, 2n ** 256n - 1n)
    await flushPromises()
    expect(submitter.submitted).toHaveLength(2)
    const sent = submitter.submitted[1]!
    expect(sent.request.to).toBe(CAPITAL_POOL)
    expect(pool.parseTransaction({ data: sent.request.data ?? '' })?.args.toArray()).toEqual([
      expect.stringMatching(new RegExp(USDT.slice(2), 'i')),
      20n * E18,
      1n,
    ])
    const reads = asked.length
    settle(hash(2), 'confirmed')
    await flushPromises()
    expect(notices.notice).toMatchObject({ kind: 'success', text: 'Deposit success' })
    expect(form.amountText).toBe('')
    expect(asked.length).toBe(reads + 1) // the figures are read again
    stop()
  })

  it('deposits at once when approved, and says Deposit failed when it reverts on chain', async () => {
    const { deposit: form, submitter, settle, notices, stop } = await setup(100n * E18)
    form.type('10')
    expect(form.needsApproval).toBe(false)
    const sending = form.submit()
    await flushPromises()
    expect(submitter.submitted.map((sent) => sent.request.to)).toEqual([CAPITAL_POOL])
    settle(hash(1), 'failed')
    await sending
    expect(notices.notice).toMatchObject({ kind: 'error', text: 'Deposit failed' })
    stop()
  })

  it('sends one deposit for a double tap: the second waits while the first one’s checks read the chain', async () => {
    const { deposit: form, submitter, settle, stop } = await setup(100n * E18)
    form.type('10')
    const first = form.submit()
    const second = form.submit() // before the first one's reads have answered
    expect(form.step.checking).toBe(true)
    await flushPromises()
    expect(submitter.submitted.map((sent) => sent.request.to)).toEqual([CAPITAL_POOL])
    settle(hash(1), 'confirmed')
    await Promise.all([first, second])
    expect(submitter.submitted).toHaveLength(1)
    stop()
  })

  it('withdraws the typed amount up to what is withdrawable, and says noDeposit above it', async () => {
    const { store, submitter, settle, notices, stop } = await setup(0n)
    store.typeWithdraw('5.5')
    await store.withdraw()
    expect(notices.notice).toMatchObject({ kind: 'error', text: 'No deposit to be withdrawn' })
    expect(submitter.submitted).toHaveLength(0)
    store.setMaxWithdraw()
    expect(store.withdrawText).toBe('5')
    store.typeWithdraw('4')
    const withdrawing = store.withdraw()
    await flushPromises()
    expect(store.withdrawing).toBe(true)
    const sent = submitter.submitted[0]!
    expect(sent.request.to).toBe(CAPITAL_POOL)
    expect(pool.parseTransaction({ data: sent.request.data ?? '' })?.args.toArray()).toEqual([
      expect.stringMatching(new RegExp(USDT.slice(2), 'i')),
      4n * E18,
    ])
    settle(hash(1), 'confirmed')
    await withdrawing
    expect(notices.notice).toMatchObject({ kind: 'success', text: 'Withdrawal success' })
    expect(store.withdrawText).toBe('')
    expect(store.withdrawing).toBe(false)
    stop()
  })

  it('greys Withdraw when nothing is withdrawable, and names the term that holds the deposit', async () => {
    const { store, submitter, notices, stop } = await setup(0n)
    expect(store.nothingWithdrawable).toBe(false) // USDT: 5 withdrawable
    expect(store.inTermText).toBeUndefined()
    store.chooseToken(AURA)
    expect(store.nothingWithdrawable).toBe(true)
    expect(store.inTermText).toMatch(/^No deposit to be withdrawn yet: 2 AURA is in its term until/)
    store.typeWithdraw('1')
    await store.withdraw()
    expect(notices.notice).toMatchObject({ kind: 'error', text: store.inTermText })
    expect(submitter.submitted).toHaveLength(0)
    stop()
  })
})
