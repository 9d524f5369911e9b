import { describe, expect, it } from 'vitest'
import { BurnField, INITIAL_BURN_STATE } from '../../../../src/domain/liquidity/BurnState'
import { RemoveLiquidityStore } from '../../../../src/ui/features/pool/RemoveLiquidityStore'
import { ManualClock } from '../../../doubles/ManualClock'

/** The store with only a clock: the slider needs nothing else (no chain, no wallet). */
function setup() {
  const clock = new ManualClock()
  const unused = {} as never
  const store = new RemoveLiquidityStore(unused, unused, unused, unused, unused, unused, unused, clock)
  return { clock, store }
}

describe('RemoveLiquidityStore slider (spec section 5: changes debounced 100 ms)', () => {
  it('shows the new percent at once and changes the form 100 ms after the move', async () => {
    const { clock, store } = setup()
    store.slide(40)
    expect(store.percent).toBe(40)
    await clock.advance(99)
    expect(store.state).toEqual(INITIAL_BURN_STATE)
    await clock.advance(1)
    expect(store.state).toEqual({ independentField: BurnField.LIQUIDITY_PERCENT, typedValue: '40' })
    expect(store.slider.pending).toBeUndefined()
  })

  it('waits 100 ms after the last of several moves and applies only that one', async () => {
    const { clock, store } = setup()
    store.slide(25)
    await clock.advance(60)
    store.slide(70.4)
    await clock.advance(60) // the first move would have applied at 100 ms
    expect(store.state).toEqual(INITIAL_BURN_STATE)
    expect(store.percent).toBe(70)
    await clock.advance(40)
    expect(store.state.typedValue).toBe('70')
    expect(clock.pending()).toBe(0)
  })

  it('drops a waiting move when a field is typed', async () => {
    const { clock, store } = setup()
    store.slide(80)
    store.type(BurnField.LIQUIDITY, '1.5')
    await clock.advance(100)
    expect(store.state).toEqual({ independentField: BurnField.LIQUIDITY, typedValue: '1.5' })
  })
})
