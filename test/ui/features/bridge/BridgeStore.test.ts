import { runInAction } from 'mobx'
import { describe, expect, it } from 'vitest'
import { FomoBridge__factory } from '../../../../src/adapters/contracts/generated'
import { ApprovalService } from '../../../../src/domain/approval/ApprovalService'
import { BridgeService } from '../../../../src/domain/bridge/BridgeService'
import { ApiError } from '../../../../src/domain/errors/ApiError'
import { TransactionRejectedError } from '../../../../src/domain/errors/TransactionRejectedError'
import { BridgeRecordsStore } from '../../../../src/ui/features/bridge/BridgeRecordsStore'
import { BridgeStore } from '../../../../src/ui/features/bridge/BridgeStore'
import { NoticeStore } from '../../../../src/ui/stores/NoticeStore'
import {
  ACCOUNT,
  AURA_128,
  BRIDGE_128,
  bridgeChains,
  E18,
  RECIPIENT,
  statusOf,
} from '../../../domain/bridge/bridgeFixtures'
import { abiCalls } from '../../../doubles/AbiCalls'
import { flushPromises } from '../../../doubles/flushPromises'
import { InMemoryAccountCode } from '../../../doubles/InMemoryAccountCode'
import { InMemoryBridgeApi } from '../../../doubles/InMemoryBridgeApi'
import { InMemoryGasEstimator } from '../../../doubles/InMemoryGasEstimator'
import { InMemoryLiveChainReads } from '../../../doubles/InMemoryLiveChainReads'
import { InMemoryNameResolver } from '../../../doubles/InMemoryNameResolver'
import { InMemoryTokenAllowances } from '../../../doubles/InMemoryTokenAllowances'
import { InMemoryTransactionSubmitter } from '../../../doubles/InMemoryTransactionSubmitter'
import { ManualBlockTime } from '../../../doubles/ManualBlockTime'
import { ManualClock } from '../../../doubles/ManualClock'
import { RecordingTypedDataSigner } from '../../../doubles/RecordingTypedDataSigner'
import { SequenceNonces } from '../../../doubles/SequenceNonces'
import { exchangeSessionDouble, hash } from '../exchange/exchangeFixtures'
import { t } from '../mining/miningFixtures'

const bridgeAbi = FomoBridge__factory.createInterface()

async function setup(allowance = 0n) {
  const clock = new ManualClock()
  const api = new InMemoryBridgeApi()
  api.chains = bridgeChains()
  const gas = new InMemoryGasEstimator()
  const submitter = new InMemoryTransactionSubmitter()
  const names = new InMemoryNameResolver()
  const signer = new RecordingTypedDataSigner()
  const blockTime = new ManualBlockTime(1_700_000_000)
  const code = new InMemoryAccountCode()
  const nonces = new SequenceNonces()
  const bridge = new BridgeService(api, abiCalls, gas, submitter, names, clock, signer, blockTime, nonces, code)
  const approvals = new ApprovalService(abiCalls, gas, submitter, new InMemoryTokenAllowances())
  const live = new InMemoryLiveChainReads()
  live.set(`balance:${ACCOUNT}:${AURA_128}`, 500n * E18)
  live.set(`allowance:${ACCOUNT}:${BRIDGE_128}:${AURA_128}`, allowance)
  const notices = new NoticeStore(clock)
  const session = exchangeSessionDouble()
  const store = new BridgeStore(session.session, bridge, approvals, live, notices, t)
  const stop = store.watch()
  await flushPromises()
  return { ...session, clock, api, gas, submitter, names, live, notices, store, stop, signer }
}

describe('BridgeStore (/acrossChain, spec sections 2, 4 and 5)', () => {
  it('reads the config, picks the first token, shows the target chain, the figures and the quota; Max', async () => {
    const { store, api, stop } = await setup()
    expect(api.calls).toEqual([`config:${ACCOUNT}`])
    expect([store.tokenView?.symbol, store.targetChainId, store.recipient]).toEqual(['AURA', 56, ACCOUNT])
    expect(store.balance).toBe(500n * E18)
    store.type('100')
    expect(store.quote?.amounts).toEqual({
      amount: 100n * E18,
      destroyAmount: 2n * E18,
      fee: 3n * 10n ** 17n,
      payout: 977n * 10n ** 17n,
    })
    expect(store.quote?.quota).toBe(9_000n * E18)
    store.setMax()
    expect(store.amountText).toBe('500')
    store.chooseToken('USDT')
    expect([store.tokenView?.decimals, store.amountText, store.balance]).toEqual([6, '', undefined])
    stop()
  })

  it('says pleaseFillta, exceededMax, pleaseFillwa, Invalid recipient and the minimum, in that order, sending nothing', async () => {
    const { store, notices, submitter, api, stop } = await setup()
    await store.submit()
    expect(notices.notice?.text).toBe('Please fill in the transfer amount')
    store.type('500.5')
    await store.submit()
    expect(notices.notice?.text).toBe('The amount exceeds your balance')
    store.type('10')
    store.typeRecipient(' ')
    await store.submit()
    expect(notices.notice?.text).toBe('Please fill in the wallet address')
    store.typeRecipient('not-an-address')
    await store.submit()
    expect(notices.notice?.text).toBe('Invalid recipient')
    store.typeRecipient(RECIPIENT)
    store.type('0.005') // below AURA's 0.01 minimum
    await store.submit()
    expect(notices.notice?.text).toBe('The minimum transfer is 0.01 AURA: send at least that')
    expect(submitter.submitted).toEqual([])
    expect(api.calls.filter((call) => call.startsWith('sign:'))).toEqual([])
    stop()
  })

  it('has the server sign, approves the bridge, then transfers by itself, and follows the status live until delivered', async () => {
    const { store, api, live, submitter, notices, clock, stop } = await setup()
    store.type('100')
    store.typeRecipient(RECIPIENT)
    expect(store.needsApproval).toBe(true)
    const submitted = store.submit() // goes on until the approval shows in the allowance
    await flushPromises()
    // the server signed (its quota and rate limit passed) before anything was approved
    expect(api.calls).toContain(`sign:${ACCOUNT}:${RECIPIENT}:100:56:AURA`)
    expect(submitter.submitted.map((sent) => sent.request.to.toLowerCase())).toEqual([AURA_128])
    expect(store.phase).toBe('approving')
    await store.submit() // a second tap while the approval is pending sends nothing more
    expect(submitter.submitted).toHaveLength(1)

    const code = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc000000380000000000000001'
    api.statuses.set(code, [
      statusOf(code, 'signed'),
      statusOf(code, 'collected', { confirmations: 1, sourceTx: hash(2) }),
      statusOf(code, 'relaying', { confirmations: 2, attempts: 1, lastError: 'replacement fee too low' }),
      statusOf(code, 'delivered', { confirmations: 2, sourceTx: hash(2), targetTx: hash(9) }),
    ])
    live.set(`allowance:${ACCOUNT}:${BRIDGE_128}:${AURA_128}`, 2n ** 256n - 1n)
    await flushPromises()
    expect(notices.notice?.text).toBe('Authorization successful, continue to transfer')
    await submitted
    const sent = submitter.submitted[1]
    expect(sent?.request.to).toBe(BRIDGE_128)
    expect(bridgeAbi.parseTransaction({ data: sent?.request.data ?? '' })?.name).toBe('collectionToken')
    expect([store.amountText, store.phase]).toEqual(['', 'idle'])

    const panel = store.panel
    expect(panel.transfer).toMatchObject({
      code,
      hash: hash(2),
      sourceChainId: 128,
      targetChainId: 56,
      payout: 977n * 10n ** 17n,
    })
    await clock.advance(0)
    expect([panel.status?.status, panel.stepIndex]).toEqual(['signed', 0])
    await clock.advance(1_000)
    expect([panel.status?.status, panel.status?.confirmations, panel.stepIndex]).toEqual(['collected', 1, 1])
    await clock.advance(1_000)
    expect([panel.status?.status, panel.status?.lastError, panel.stepIndex]).toEqual([
      'relaying',
      'replacement fee too low',
      2,
    ])
    await clock.advance(1_000)
    expect([panel.status?.status, panel.status?.targetTx, panel.stepIndex, panel.final]).toEqual([
      'delivered',
      hash(9),
      3,
      true,
    ])
    expect(notices.notice).toMatchObject({ kind: 'success', text: 'Successful transfer' })
    // the quota is read again as the transfer moves
    expect(api.calls.filter((call) => call.startsWith('config:')).length).toBeGreaterThanOrEqual(4)
    const reads = api.calls.length
    await clock.advance(10_000)
    expect(api.calls.length).toBe(reads) // nothing is polled after delivery
    stop()
  })

  it('approves nothing when the server refuses the transfer (the quota, its rate limit): issue 28', async () => {
    const { store, api, submitter, stop } = await setup()
    store.type('100')
    expect(store.needsApproval).toBe(true)
    api.refuseWith = new ApiError(4003, 'Exceeds today’s remaining quota of 9000 AURA')
    await store.submit()
    api.refuseWith = new ApiError(429, 'Too many requests: try again in 60 s')
    await store.submit()
    expect(api.calls.filter((call) => call.startsWith('sign:'))).toHaveLength(2)
    expect([submitter.submitted, store.phase]).toEqual([[], 'idle'])
    stop()
  })

  it('refuses a token contract as recipient, as send and swap do, before anything is signed or sent', async () => {
    const { store, api, submitter, notices, stop } = await setup(2n ** 256n - 1n)
    store.type('1')
    store.typeRecipient(AURA_128)
    await store.submit()
    expect(notices.notice).toMatchObject({ kind: 'error', text: t('bridge.error.invalidRecipient') })
    expect([api.calls.filter((call) => !call.startsWith('config:')), submitter.submitted]).toEqual([[], []])
    stop()
  })

  it('asks the quota back, quietly, when the wallet rejects the transfer', async () => {
    const { store, api, submitter, notices, stop } = await setup(2n ** 256n - 1n)
    store.type('1')
    submitter.failWith = new TransactionRejectedError()
    await store.submit()
    expect(notices.notice).toBeUndefined()
    expect(api.calls.filter((call) => call.startsWith('return:'))).toHaveLength(1)
    expect([store.phase, store.panel.transfer]).toEqual(['idle', undefined])
    stop()
  })

  it('says so when the collection fails on chain, and asks its quota back', async () => {
    const { store, api, submitter, notices, stop } = await setup(2n ** 256n - 1n)
    store.type('1')
    await store.submit()
    const sent = store.panel.transfer
    expect(sent).toBeDefined()
    submitter.settle(sent?.hash ?? '', 'failed') // the app's submitter resolved on the hash; the receipt says it failed
    await flushPromises()
    expect(notices.notice?.text).toContain('The transfer transaction failed')
    expect(api.calls.filter((call) => call.startsWith('return:'))).toEqual([
      `return:${ACCOUNT}:${ACCOUNT}:${sent?.code}`,
    ])
    stop()
  })

  it('keeps the transfer shown when the screen closes, reading its status again only when it is back', async () => {
    const { store, api, clock, stop } = await setup(2n ** 256n - 1n)
    store.type('1')
    await store.submit()
    const code = store.panel.transfer?.code ?? ''
    api.statuses.set(code, [
      statusOf(code, 'collected', { confirmations: 1 }),
      statusOf(code, 'delivered', { targetTx: hash(9) }),
    ])
    await clock.advance(1_000) // the read at once found nothing yet; the next one finds it collected
    expect(store.panel.status?.status).toBe('collected')
    stop()
    const reads = api.calls.length
    await clock.advance(10_000)
    expect(api.calls.length).toBe(reads) // nothing is read while the screen is closed
    const again = store.watch()
    await clock.advance(1_000)
    expect([store.panel.transfer?.code, store.panel.status?.status]).toEqual([code, 'delivered'])
    again()
  })

  it('switches the wallet to transfer the other way, and offers the bridge’s chains off them', async () => {
    const { store, switched, state, stop } = await setup()
    await store.switchDirection()
    expect(switched).toEqual([56])
    runInAction(() => (state.chainId = 1))
    expect([store.source, store.tokens, store.targetChainId]).toEqual([undefined, [], undefined])
    stop()
  })
})

describe('BridgeRecordsStore (/record/1: paged from page 1, look more)', () => {
  it('reads page 1 on each account, then more; decimals from the config', async () => {
    const api = new InMemoryBridgeApi()
    api.chains = bridgeChains()
    const row = (code: string) => ({
      code,
      amount: 1_500_000n,
      payout: 1_468_500n,
      token: 'USDT',
      sourceChainId: 128,
      targetChainId: 56,
      time: 1_700_000_000,
      status: 'delivered' as const,
      sourceTx: hash(1),
      targetTx: hash(2),
    })
    api.pages = [
      { page: 1, total: 2, hasMore: true, list: [row('0x01')] },
      { page: 2, total: 2, hasMore: false, list: [row('0x02')] },
    ]
    const { session, state } = exchangeSessionDouble()
    const bridge = new BridgeService(
      api,
      abiCalls,
      new InMemoryGasEstimator(),
      new InMemoryTransactionSubmitter(),
      new InMemoryNameResolver(),
      new ManualClock(),
      new RecordingTypedDataSigner(),
      new ManualBlockTime(),
      new SequenceNonces(),
      new InMemoryAccountCode(),
    )
    const store = new BridgeRecordsStore(session, bridge)
    const stop = store.watch()
    await flushPromises()
    expect([store.list.rows.map((r) => r.code), store.list.hasMore, store.decimalsOf(128, 'USDT')]).toEqual([
      ['0x01'],
      true,
      6,
    ])
    await store.list.more()
    expect([store.list.rows.map((r) => r.code), store.list.hasMore]).toEqual([['0x01', '0x02'], false])
    runInAction(() => (state.account = undefined))
    await flushPromises()
    expect(store.list.rows).toEqual([])
    expect(api.calls.filter((call) => call.startsWith('records:'))).toEqual([
      `records:${ACCOUNT}:1`,
      `records:${ACCOUNT}:2`,
    ])
    // the download: every page, the USDT amounts in its 6 decimals, the account's rows (issue 30 item 10)
    runInAction(() => (state.account = ACCOUNT))
    const csv = (await store.csv()).split('\r\n')
    expect(csv.slice(1)).toEqual([
      `2023-11-14T22:13:20Z,128,${hash(1)},bridge,delivered,${ACCOUNT.toLowerCase()},USDT,1.5,USDT,1.4685,0.0315,USDT,56,${hash(2)}`,
      `2023-11-14T22:13:20Z,128,${hash(1)},bridge,delivered,${ACCOUNT.toLowerCase()},USDT,1.5,USDT,1.4685,0.0315,USDT,56,${hash(2)}`,
      '',
    ])
    stop()
  })
})
