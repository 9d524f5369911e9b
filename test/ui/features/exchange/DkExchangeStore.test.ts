import { describe, expect, it } from 'vitest'
import { FomoDkConverter__factory } from '../../../../src/adapters/contracts/generated'
import { createToken } from '../../../../src/domain/currency/createToken'
import { DkExchangeAction } from '../../../../src/domain/exchange/DkExchangeAction'
import { defaultUserSettings } from '../../../../src/domain/settings/defaultUserSettings'
import type { DkConverterTerms } from '../../../../src/ports/ExchangeChainReads'
import { DkExchangeStore } from '../../../../src/ui/features/exchange/DkExchangeStore'
import { flushPromises } from '../../../doubles/flushPromises'
import { InMemoryChainReads } from '../../../doubles/InMemoryChainReads'
import {
  ACCOUNT,
  CONVERTER,
  DK,
  DK2,
  E18,
  exchangeParts,
  hash,
  InMemoryExchangeApi,
  t,
  tapTwice,
} from './exchangeFixtures'

const converter = FomoDkConverter__factory.createInterface()
const RECIPIENT = '0x00000000000000000000000000000000000000aa'

async function setup(allowance = 0n, chainTerms: Partial<DkConverterTerms> = {}) {
  const parts = exchangeParts()
  parts.live.set(`balance:${ACCOUNT}:${DK}`, 1_000_000_000n * E18)
  parts.live.set(`balance:${ACCOUNT}:${DK2}`, 3n * E18)
  parts.live.set(`allowance:${ACCOUNT}:${CONVERTER}:${DK}`, allowance)
  // the wallet's DK and DK2 and the converter's terms as the exchange action reads them from the chain when sending
  const chainReads = new InMemoryChainReads()
  const token = (address: string, symbol: string) => createToken({ chainId: 128, address, decimals: 18, symbol })
  chainReads.setBalance(128, ACCOUNT, token(DK, 'DK'), 1_000_000_000n * E18)
  chainReads.setBalance(128, ACCOUNT, token(DK2, 'DK2'), 3n * E18)
  // the chain's terms: the API's unless the test changes them (a minimum raised since the API indexed it)
  const asked: string[] = []
  const terms = {
    dkConverterTerms: async (chainId: number, converter: string) => {
      asked.push(`${chainId}:${converter}`)
      return { ...(await new InMemoryExchangeApi().dkConfig(chainId)), ...chainTerms }
    },
  }
  const { exchange, approval } = parts.services
  const services = { approval, dkExchangeAction: new DkExchangeAction(chainReads, terms, approval, exchange) }
  const store = new DkExchangeStore(parts.session, parts.api, parts.live, services, parts.notices, t, {
    settings: { ...defaultUserSettings(0), userSlippageTolerance: 100 },
  })
  const stop = store.watch()
  await flushPromises()
  return { ...parts, store, stop, asked }
}

describe('DkExchangeStore (the dog-token exchange, spec sections 4 and 5)', () => {
  it('reads the converter’s terms, shows what arrives after the fee, and defaults the recipient to the account', async () => {
    const { store, api, stop } = await setup()
    expect(api.calls).toEqual(['dkConfig:128'])
    expect([store.tokenIn?.symbol, store.tokenOut?.symbol]).toEqual(['DK', 'DK2'])
    expect(store.recipient).toBe(ACCOUNT)
    store.type('200000000')
    expect(store.amountOut).toBe((199n * E18) / 100n) // 0.5% fee, 100000000 DK per DK2
    store.switchDirection()
    expect(store.amountText).toBe('')
    expect([store.tokenIn?.symbol, store.balance]).toEqual(['DK2', 3n * E18])
    store.setMax()
    expect(store.amountText).toBe('3')
    expect(store.amountOut).toBe((300_000_000n * E18 * 995n) / 1000n)
    stop()
  })

  it('says inputExAm, exMax, minimum1 and a missing recipient, in that order, sending nothing', async () => {
    const { store, notices, submitter, stop } = await setup()
    await store.submit()
    expect(notices.notice?.text).toBe('Please enter the exchange amount')
    store.type('2000000000')
    await store.submit()
    expect(notices.notice?.text).toBe('The amount exceeds your balance')
    store.type('1000')
    await store.submit()
    expect(notices.notice?.text).toBe('The minimum exchange is 100000000 DK')
    store.type('100000000')
    store.typeRecipient(' ')
    await store.submit()
    expect(notices.notice?.text).toBe('Please enter the recipient address')
    store.switchDirection()
    store.type('0.5')
    store.typeRecipient(RECIPIENT)
    await store.submit()
    expect(notices.notice?.text).toBe('The minimum exchange is 1 DK2')
    expect(submitter.submitted).toHaveLength(0)
    stop()
  })

  it('approves the converter first, then exchanges for the recipient by itself once the allowance shows it', async () => {
    const { store, live, submitter, notices, settle, stop } = await setup()
    store.type('200000000')
    store.typeRecipient(RECIPIENT)
    expect(store.needsApproval).toBe(true)
    await store.submit()
    expect(submitter.submitted.map((sent) => sent.request.to.toLowerCase())).toEqual([DK])
    await store.submit() // a second tap while the approval is pending sends nothing more
    expect(submitter.submitted).toHaveLength(1)

    live.set(`allowance:${ACCOUNT}:${CONVERTER}:${DK}`, 2n ** 256n - 1n)
    await flushPromises()
    expect(notices.notice).toMatchObject({ kind: 'success', text: 'Authorization successful, continue to exchange' })
    const sent = submitter.submitted[1]!
    expect(sent.request.to).toBe(CONVERTER)
    const call = converter.parseTransaction({ data: sent.request.data ?? '' })
    // the quote (1.99 DK2) less the settings' 1 % tolerance, and the settings' deadline (20 minutes) from now
    expect([call?.name, ...(call?.args.toArray() ?? [])]).toEqual([
      'DkToDk2Min',
      200_000_000n * E18,
      expect.stringMatching(new RegExp(RECIPIENT.slice(2), 'i')),
      1_970_100_000_000_000_000n,
      1_700_001_200n,
    ])
    settle(hash(2), 'confirmed')
    await flushPromises()
    expect(notices.notice).toMatchObject({ kind: 'success', text: 'Exchange success' })
    expect(store.amountText).toBe('')
    stop()
  })

  it('checks the converter’s terms read from the chain when exchanging, not the ones the screen shows', async () => {
    const { store, notices, submitter, asked, stop } = await setup(0n, { minimumDk: 300_000_000n * E18 })
    store.type('200000000') // above the API's minimum (100000000 DK), below the chain's
    await store.submit()
    expect(asked).toEqual([`128:${CONVERTER}`])
    expect(notices.notice?.text).toBe('The minimum exchange is 300000000 DK')
    expect(submitter.submitted).toHaveLength(0)
    stop()
  })

  it('refuses a token contract as recipient (the rule of send and swap), sending nothing', async () => {
    const { store, notices, submitter, stop } = await setup()
    store.type('200000000')
    store.typeRecipient(DK2)
    await store.submit()
    expect(notices.notice).toMatchObject({ kind: 'error', text: 'Invalid recipient' })
    expect(submitter.submitted).toHaveLength(0)
    stop()
  })

  it('sends one approval for a double tap: the second waits while the first one’s checks read the chain', async () => {
    const { store, submitter, stop } = await setup()
    store.type('200000000')
    expect(await tapTwice(store)).toBe(true)
    expect(submitter.submitted.map((sent) => sent.request.to.toLowerCase())).toEqual([DK])
    stop()
  })
})
