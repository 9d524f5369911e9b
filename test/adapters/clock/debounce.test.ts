import { describe, expect, it } from 'vitest'
import { debounce, NAME_LOOKUP_DEBOUNCE_MS } from '../../../src/adapters/clock/debounce'
import { InMemoryNameResolver } from '../../doubles/InMemoryNameResolver'
import { ManualClock } from '../../doubles/ManualClock'

describe('debounced name lookups (in-memory name resolver, manual clock)', () => {
  it('looks up only the last name typed, 200 ms after the last keystroke', async () => {
    const clock = new ManualClock()
    const names = new InMemoryNameResolver()
    names.register('alice.fomo.eth', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    const answers: (string | null)[] = []
    const lookup = debounce(clock, (name: string) => {
      void names.resolveName(128, name).then((address) => answers.push(address))
    })
    expect(NAME_LOOKUP_DEBOUNCE_MS).toBe(200)
    for (const typed of ['a', 'al', 'alice', 'alice.fomo', 'alice.fomo.eth']) {
      lookup.call(typed)
      await clock.advance(150)
    }
    expect(names.lookups).toEqual([])
    await clock.advance(50)
    expect(names.lookups).toEqual(['alice.fomo.eth'])
    expect(answers).toEqual(['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'])
  })

  it('drops a pending lookup when cancelled, and honours a custom delay', async () => {
    const clock = new ManualClock()
    const names = new InMemoryNameResolver()
    const lookup = debounce(clock, (name: string) => void names.resolveName(128, name), 100)
    lookup.call('bob.fomo.eth')
    lookup.cancel()
    await clock.advance(1_000)
    expect(names.lookups).toEqual([])
    lookup.call('bob.fomo.eth')
    await clock.advance(100)
    expect(names.lookups).toEqual(['bob.fomo.eth'])
    expect(await names.lookupAddress(128, '0x0000000000000000000000000000000000000001')).toBeNull()
  })
})
