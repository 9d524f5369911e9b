import { describe, expect, it } from 'vitest'
import type { RecipientLookup } from '../../../src/domain/swap/RecipientLookup'
import { recipientProblem } from '../../../src/domain/swap/recipientProblem'

const ZERO = `0x${'0'.repeat(40)}`
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const none: RecipientLookup = { status: 'none' }

describe('recipientProblem', () => {
  it.each<[string, RecipientLookup, string | undefined]>([
    ['', none, undefined],
    ['   ', none, undefined],
    ['hello', none, 'notAnAddress'],
    ['0x123', none, 'notAnAddress'],
    [`${BOB}00`, none, 'notAnAddress'],
    [BOB, none, undefined],
    [` ${BOB.toLowerCase()} `, none, undefined],
    [ZERO, none, 'zeroAddress'],
    ['nobody.fomo.eth', { status: 'resolving', name: 'nobody.fomo.eth' }, undefined],
    ['nobody.fomo.eth', { status: 'resolved', name: 'nobody.fomo.eth', address: null }, 'nameNotFound'],
    ['Nobody.Fomo.eth', { status: 'resolved', name: 'nobody.fomo.eth', address: null }, 'nameNotFound'],
    ['bob.fomo.eth', { status: 'resolved', name: 'bob.fomo.eth', address: BOB }, undefined],
    ['burn.fomo.eth', { status: 'resolved', name: 'burn.fomo.eth', address: ZERO }, 'zeroAddress'],
    // the lookup of another name does not count
    ['bob.fomo.eth', { status: 'resolved', name: 'nobody.fomo.eth', address: null }, undefined],
  ])('%j (%j) → %s', (typed, lookup, problem) => {
    expect(recipientProblem(typed, lookup)).toBe(problem)
  })
})
