import { describe, expect, it } from 'vitest'
import { FomoLPMining__factory } from '../../../../src/adapters/contracts/generated'
import { createToken } from '../../../../src/domain/currency/createToken'
import type { LockOptionView } from '../../../../src/ports/MiningApi'
import { flushPromises } from '../../../doubles/flushPromises'
import { ACCOUNT, AURA, bankSetup, E18, LP, LP_MINING } from './miningFixtures'

const OPTIONS: LockOptionView[] = [
  { duration: 0, day: 0, weight: 10_000, apr: 0.5, apy: 0.6, energyRatio: 10_000, lpPriceUsd: 2 },
  { duration: 7 * 86_400, day: 7, weight: 12_000, apr: 0.6, apy: 0.8, energyRatio: 11_000, lpPriceUsd: 2 },
]
/** The same options as the contract holds them: what the pledge's checks read. */
const POOL_FACTS = {
  rewardToken: AURA,
  rewardPerSecond: E18,
  shutDown: false,
  options: OPTIONS.map((option) => ({ lockDays: option.day, weight: option.weight, energyRatio: option.energyRatio })),
}
const LP_TOKEN = createToken({ chainId: 128, address: LP, decimals: 18, symbol: 'Fomo-LP' })
const mining = FomoLPMining__factory.createInterface()
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`

async function opened(allowance: bigint) {
  const setup = bankSetup()
  setup.api.options = OPTIONS
  setup.live.set(`balance:${ACCOUNT}:${LP}`, 10n * E18)
  setup.chain.reads.setBalance(128, ACCOUNT, LP_TOKEN, 10n * E18)
  setup.chain.mining.setPool(LP, POOL_FACTS)
  setup.live.set(`allowance:${ACCOUNT}:${LP_MINING}:${LP}`, allowance)
  const stopBank = setup.store.watch()
  const stopPledge = setup.pledge.watch()
  await flushPromises()
  setup.pledge.open()
  return {
    ...setup,
    stop: () => {
      stopPledge()
      stopBank()
    },
  }
}

describe('PledgeStore (spec sections 4 and 5)', () => {
  it('offers the pool’s options, demand first, and refuses an empty amount (fillPA) and one above the balance (beyondMax)', async () => {
    const { pledge, submitter, notices, stop } = await opened(0n)
    expect(pledge.options.map((option) => option.day)).toEqual([0, 7])
    expect(pledge.lockDays).toBe(0)
    await pledge.submit()
    expect(notices.notice).toMatchObject({ kind: 'error', text: 'Please fill in the pledge amount' })
    pledge.type('11')
    await pledge.submit()
    expect(notices.notice).toMatchObject({ kind: 'error', text: 'The amount is beyond your balance' })
    expect(submitter.submitted).toHaveLength(0)
    stop()
  })

  it('checks what the chain holds when tapped, not what the modal last showed, and sends nothing on a refusal', async () => {
    const { pledge, submitter, notices, chain, stop } = await opened(0n)
    pledge.type('5')
    chain.reads.setBalance(128, ACCOUNT, LP_TOKEN, E18) // spent elsewhere since the modal showed 10
    await pledge.submit()
    expect(notices.notice).toMatchObject({ kind: 'error', text: 'The amount is beyond your balance' })
    chain.reads.setBalance(128, ACCOUNT, LP_TOKEN, 10n * E18)
    chain.mining.setPool(LP, { ...POOL_FACTS, shutDown: true }) // shut down since: no term is offered
    await pledge.submit()
    expect(notices.notice).toMatchObject({ kind: 'error', text: 'This pool does not offer that term' })
    expect(submitter.submitted).toHaveLength(0)
    stop()
  })

  it('pledges once for two quick taps: the second is ignored while the first reads', async () => {
    const { pledge, submitter, stop } = await opened(100n * E18)
    pledge.type('2')
    void pledge.submit()
    void pledge.submit()
    await flushPromises()
    expect(submitter.submitted.map((sent) => sent.request.to)).toEqual([LP_MINING])
    stop()
  })

  it('approves first, then pledges by itself once the allowance shows the approval', async () => {
    const { pledge, submitter, live, settle, notices, stop, api } = await opened(0n)
    pledge.chooseDays(7)
    pledge.setMax()
    expect(pledge.amountText).toBe('10')
    expect(pledge.needsApproval).toBe(true)
    await pledge.submit()
    expect(submitter.submitted.map((sent) => sent.request.to.toLowerCase())).toEqual([LP])
    expect(pledge.step.awaitingApproval).toBe(true)
    await pledge.submit() // a second tap while the approval is pending sends nothing more
    expect(submitter.submitted).toHaveLength(1)

    live.set(`allowance:${ACCOUNT}:${LP_MINING}:${LP}`, 2n ** 256n - 1n)
    await flushPromises()
    expect(submitter.submitted).toHaveLength(2)
    const deposit = submitter.submitted[1]!
    expect(deposit.request.to).toBe(LP_MINING)
    expect(mining.parseTransaction({ data: deposit.request.data ?? '' })?.args.toArray()).toEqual([
      expect.stringMatching(new RegExp(LP.slice(2), 'i')),
      10n * E18,
      7n,
    ])
    const before = api.calls.length
    settle(hash(2), 'confirmed')
    await flushPromises()
    expect(notices.notice).toMatchObject({ kind: 'success', text: 'Pledge Success' })
    expect(pledge.isOpen).toBe(false)
    expect(api.calls.length).toBe(before + 3)
    stop()
  })

  it('pledges at once when already approved, and says Pledge failed when it reverts on chain', async () => {
    const { pledge, submitter, settle, notices, stop } = await opened(100n * E18)
    pledge.type('1.5')
    expect(pledge.needsApproval).toBe(false)
    const sending = pledge.submit()
    await flushPromises()
    expect(submitter.submitted.map((sent) => sent.request.to)).toEqual([LP_MINING])
    settle(hash(1), 'failed')
    await sending
    expect(notices.notice).toMatchObject({ kind: 'error', text: 'Pledge failed' })
    expect(pledge.isOpen).toBe(true)
    stop()
  })
})
