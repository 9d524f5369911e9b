import { runInAction } from 'mobx'
import { describe, expect, it } from 'vitest'
import { FomoInvestment__factory } from '../../../../src/adapters/contracts/generated'
import { createToken } from '../../../../src/domain/currency/createToken'
import { HjwInvestAction } from '../../../../src/domain/exchange/HjwInvestAction'
import type { InvestmentReads, InvestmentTerms } from '../../../../src/ports/InvestmentReads'
import { HjwExchangeStore } from '../../../../src/ui/features/exchange/HjwExchangeStore'
import { flushPromises } from '../../../doubles/flushPromises'
import { InMemoryChainReads } from '../../../doubles/InMemoryChainReads'
import { ACCOUNT, E18, exchangeParts, HJW, hash, INVESTMENT, t, tapTwice } from './exchangeFixtures'

const investment = FomoInvestment__factory.createInterface()
const CLOSE = 1_900_000_000

async function setup(terms: InvestmentTerms = { closeTime: CLOSE, now: CLOSE - 100 }, chainId = 128) {
  const parts = exchangeParts()
  runInAction(() => (parts.state.chainId = chainId))
  parts.live.set(`balance:${ACCOUNT}:${HJW}`, 10n * E18)
  parts.live.set(`allowance:${ACCOUNT}:${INVESTMENT}:${HJW}`, 0n)
  const asked: string[] = []
  const reads: InvestmentReads = {
    termsOf: async (readChainId, contract) => {
      asked.push(`${readChainId}:${contract}`)
      return terms
    },
  }
  // the wallet's HJW as the screen follows it (live) and as the investment action reads it when sending
  const chainReads = new InMemoryChainReads()
  chainReads.setBalance(
    128,
    ACCOUNT,
    createToken({ chainId: 128, address: HJW, decimals: 18, symbol: 'HJW' }),
    10n * E18,
  )
  const { exchange, approval } = parts.services
  const services = { approval, hjwInvestAction: new HjwInvestAction(chainReads, reads, approval, exchange) }
  const store = new HjwExchangeStore(parts.session, 128, reads, parts.live, services, parts.notices, t)
  const stop = store.watch()
  await flushPromises()
  return { ...parts, store, stop, asked }
}

describe('HjwExchangeStore (the HJW exchange, spec sections 4 and 5)', () => {
  it('off the investment chain reads nothing and switches the wallet to it', async () => {
    const { store, asked, switched, stop } = await setup(undefined, 56)
    expect(store.onInvestmentChain).toBe(false)
    expect(asked).toEqual([])
    await store.switchNetwork()
    expect(switched).toEqual([128])
    stop()
  })

  it('reads the close on chain and is closed from the close time on, saying closeExchange', async () => {
    const open = await setup()
    expect(open.asked).toEqual([`128:${INVESTMENT}`])
    expect(open.store.closed).toBe(false)
    open.stop()
    const { store, notices, submitter, stop } = await setup({ closeTime: CLOSE, now: CLOSE })
    expect(store.closed).toBe(true)
    store.type('1')
    await store.submit()
    expect(notices.notice?.text).toBe('The exchange is closed')
    expect(submitter.submitted).toHaveLength(0)
    stop()
  })

  it('says inputExAm and exMax, then approves and invests by itself once the allowance shows it', async () => {
    const { store, live, notices, submitter, settle, stop } = await setup()
    await store.submit()
    expect(notices.notice?.text).toBe('Please enter the exchange amount')
    store.type('11')
    await store.submit()
    expect(notices.notice?.text).toBe('The amount exceeds your balance')
    store.setMax()
    await store.submit()
    expect(submitter.submitted.map((sent) => sent.request.to.toLowerCase())).toEqual([HJW])
    live.set(`allowance:${ACCOUNT}:${INVESTMENT}:${HJW}`, 2n ** 256n - 1n)
    await flushPromises()
    const sent = submitter.submitted[1]!
    expect(sent.request.to).toBe(INVESTMENT)
    expect(investment.parseTransaction({ data: sent.request.data ?? '' })?.args.toArray()).toEqual([
      expect.stringMatching(new RegExp(HJW.slice(2), 'i')),
      10n * E18,
    ])
    settle(hash(2), 'confirmed')
    await flushPromises()
    expect(notices.notice).toMatchObject({ kind: 'success', text: 'Exchange success' })
    stop()
  })

  it('sends one approval for a double tap: the second waits while the first one’s checks read the chain', async () => {
    const { store, submitter, stop } = await setup()
    store.type('1')
    expect(await tapTwice(store)).toBe(true)
    expect(submitter.submitted.map((sent) => sent.request.to.toLowerCase())).toEqual([HJW])
    stop()
  })
})
