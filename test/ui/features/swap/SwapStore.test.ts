import { describe, expect, it } from 'vitest'
import { Field } from '../../../../src/domain/input/SwapState'
import type { ImpactPrompts } from '../../../../src/ui/features/swap/SwapSender'
import { SwapStore } from '../../../../src/ui/features/swap/SwapStore'
import { InMemoryNameResolver } from '../../../doubles/InMemoryNameResolver'
import { ManualClock } from '../../../doubles/ManualClock'

const ALICE = `0x${'a1'.repeat(20)}`

/** The store on no chain and no wallet: enough for the form and the recipient lookup. */
function setup() {
  const clock = new ManualClock()
  const names = new InMemoryNameResolver()
  names.register('alice.eth', ALICE)
  const directory = { chainId: 128, chainConfig: undefined, tokens: [], currency: () => undefined }
  const wallet = { status: 'disconnected', account: undefined }
  const unused = {} as never
  const prompts: ImpactPrompts = { confirm: () => false, prompt: () => null }
  const store = new SwapStore(
    directory as never,
    wallet as never,
    unused,
    unused,
    unused,
    unused,
    names,
    { search: '' } as never,
    clock,
    prompts,
  )
  const stop = store.watch()
  store.setShowRecipient(true)
  return { clock, names, store, stop }
}

describe('SwapStore recipient name (spec sections 7 and 9: lookup debounced 200 ms)', () => {
  it('looks a typed name up 200 ms after the keystroke', async () => {
    const { clock, names, store, stop } = setup()
    store.typeRecipient('alice.eth')
    expect(store.recipient.lookup).toEqual({ status: 'resolving', name: 'alice.eth' })
    await clock.advance(199)
    expect(names.lookups).toEqual([])
    await clock.advance(1)
    expect(names.lookups).toEqual(['alice.eth'])
    expect(store.recipient.lookup).toEqual({ status: 'resolved', name: 'alice.eth', address: ALICE })
    stop()
  })

  it('looks up only the last of quick keystrokes, 200 ms after it', async () => {
    const { clock, names, store, stop } = setup()
    for (const typed of ['al.eth', 'ali.eth', 'alice.eth']) {
      store.typeRecipient(typed)
      await clock.advance(150)
    }
    expect(names.lookups).toEqual([])
    await clock.advance(50)
    expect(names.lookups).toEqual(['alice.eth'])
    stop()
  })

  it('looks nothing up for an address, and drops a waiting lookup when the field is removed', async () => {
    const { clock, names, store, stop } = setup()
    store.typeRecipient(ALICE)
    await clock.advance(200)
    store.typeRecipient('alice.eth')
    store.setShowRecipient(false)
    await clock.advance(200)
    expect(names.lookups).toEqual([])
    expect(store.recipient.lookup).toEqual({ status: 'none' })
    stop()
  })
})

describe('SwapStore form', () => {
  it("goes through the domain's swapFormReducer: side swap, switch, refused text", () => {
    const { store, stop } = setup()
    store.typeInput(Field.INPUT, '1.5')
    store.selectCurrency(Field.INPUT, 'ETH')
    store.selectCurrency(Field.OUTPUT, 'ETH')
    expect(store.state).toMatchObject({
      INPUT: { currencyId: '' },
      OUTPUT: { currencyId: 'ETH' },
      independentField: 'OUTPUT',
    })
    store.switchCurrencies()
    expect(store.state).toMatchObject({
      INPUT: { currencyId: 'ETH' },
      OUTPUT: { currencyId: '' },
      independentField: 'INPUT',
    })
    store.typeInput(Field.OUTPUT, '1.2.3')
    expect(store.state).toMatchObject({ typedValue: '1.5', independentField: 'INPUT' })
    stop()
  })

  it('keeps the recipient field on Send', () => {
    const { store, stop } = setup()
    store.sendMode = true
    store.typeRecipient('alice.eth')
    store.setShowRecipient(false)
    expect(store.showRecipient).toBe(true)
    expect(store.state.recipient).toBe('alice.eth')
    stop()
  })
})
