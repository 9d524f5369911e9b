import { isObservable, isObservableProp, reaction } from 'mobx'
import { describe, expect, it } from 'vitest'
import { observableExcept } from '../../../src/ui/stores/observableExcept'

class Counter {
  count = 0
  readonly service = { calls: 0 }
  /** A declared, unassigned handle: still a member the store has. */
  private stop?: () => void

  constructor(names: readonly string[]) {
    observableExcept(this, names)
  }

  get double(): number {
    return this.count * 2
  }

  increment(): void {
    this.stop?.()
    this.count += 1
    this.stop = () => undefined
  }
}

describe('observableExcept', () => {
  it('makes the rest observable and leaves the named members as they are', () => {
    const counter = new Counter(['service', 'stop'])
    expect(isObservableProp(counter, 'count')).toBe(true)
    expect(isObservableProp(counter, 'service')).toBe(false)
    expect(isObservable(counter.service)).toBe(false)
    const seen: number[] = []
    const dispose = reaction(
      () => counter.double,
      (value) => seen.push(value),
    )
    counter.increment()
    dispose()
    expect(seen).toEqual([2])
  })

  it('refuses a name the store does not have, which would otherwise leave a collaborator observable unseen', () => {
    expect(() => new Counter(['service', 'servce'])).toThrow('Counter has no member servce to leave unobserved')
  })
})
