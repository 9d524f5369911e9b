import { describe, expect, it } from 'vitest'
import { SwapService } from '../../../../src/domain/swap/SwapService'
import { WrapAction } from '../../../../src/domain/swap/WrapAction'
import { type SwapOrder, SwapSender } from '../../../../src/ui/features/swap/SwapSender'
import { hecoConfig, hecoHt } from '../../../domain/support/fixtures'
import { abiCalls } from '../../../doubles/AbiCalls'
import { InMemoryAccountCode } from '../../../doubles/InMemoryAccountCode'
import { InMemoryChainReads } from '../../../doubles/InMemoryChainReads'
import { InMemoryGasEstimator } from '../../../doubles/InMemoryGasEstimator'
import { InMemoryTransactionSubmitter } from '../../../doubles/InMemoryTransactionSubmitter'
import { ManualBlockTime } from '../../../doubles/ManualBlockTime'
import { ManualClock } from '../../../doubles/ManualClock'

const E18 = 10n ** 18n
const ACCOUNT = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F'

/** The swap form on HT → WHT with `typedValue` typed, its account holding 5 HT (the form's own checks passed). */
function setUp(typedValue: string) {
  const reads = new InMemoryChainReads()
  reads.setBalance(128, ACCOUNT, hecoHt, 5n * E18)
  const submitter = new InMemoryTransactionSubmitter()
  const swap = new SwapService(
    abiCalls,
    new InMemoryGasEstimator(),
    submitter,
    new ManualClock(),
    new InMemoryAccountCode(),
    new ManualBlockTime(),
  )
  const cleared: string[] = []
  const order = {
    account: ACCOUNT,
    wrap: 'wrap',
    state: { typedValue },
    inputError: undefined,
    clearTypedValue: () => cleared.push(typedValue),
  } as unknown as SwapOrder
  const directory = { chainId: 128, chainConfig: hecoConfig }
  const unused = {} as never
  const services = { approval: unused, swap, wrapAction: new WrapAction(reads, swap) }
  const sender = new SwapSender(order, directory, unused, unused, services, unused)
  return { sender, submitter, cleared }
}

describe('SwapSender wrap (the same prepare as fomo wrap)', () => {
  it('wraps the typed amount and empties the form', async () => {
    const { sender, submitter, cleared } = setUp('1.5')
    await sender.sendWrap()
    expect(submitter.submitted.map((s) => s.tracked.summary)).toEqual([
      { kind: 'wrap', amount: '1.5', from: 'HT', to: 'WHT' },
    ])
    expect(cleared).toEqual(['1.5'])
    expect(sender.actionError).toBeUndefined()
    expect(sender.wrapping).toBe(false)
  })

  it('shows the refusal of an amount over the balance read now, and sends nothing', async () => {
    const { sender, submitter, cleared } = setUp('6')
    await sender.sendWrap()
    expect(sender.actionError).toBe('Insufficient HT balance: you hold 5 HT; enter at most that amount.')
    expect(submitter.submitted).toHaveLength(0)
    expect(cleared).toEqual([])
    expect(sender.wrapping).toBe(false)
  })
})
