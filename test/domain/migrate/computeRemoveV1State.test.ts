import { describe, expect, it } from 'vitest'
import { computeRemoveV1State, type RemoveV1StateInputs } from '../../../src/domain/migrate/computeRemoveV1State'
import { RemoveV1State } from '../../../src/domain/migrate/RemoveV1State'

const ready: RemoveV1StateInputs = {
  exchange: '0x3333333333333333333333333333333333333333',
  liquidity: 10n,
  removalPending: false,
  removed: false,
}

describe('computeRemoveV1State', () => {
  it.each([
    ['a zero-address exchange is invalid', { exchange: `0x${'0'.repeat(40)}`, removed: true }, RemoveV1State.INVALID],
    ['an unread exchange is loading', { exchange: undefined }, RemoveV1State.LOADING],
    ['an unread balance is loading', { liquidity: undefined }, RemoveV1State.LOADING],
    ['a zero balance is disabled', { liquidity: 0n }, RemoveV1State.DISABLED],
    ['a balance can be removed', {}, RemoveV1State.READY],
    ['a pending removal is removing', { removalPending: true }, RemoveV1State.REMOVING],
    ['a mined removal is a success, its balance now 0', { removed: true, liquidity: 0n }, RemoveV1State.SUCCESS],
  ] as const)('%s', (_, change, state) => {
    expect(computeRemoveV1State({ ...ready, ...change })).toBe(state)
  })
})
