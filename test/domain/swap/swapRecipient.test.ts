import { describe, expect, it } from 'vitest'
import type { RecipientLookup } from '../../../src/domain/swap/RecipientLookup'
import { swapRecipient } from '../../../src/domain/swap/swapRecipient'

const ACCOUNT = `0x${'a1'.repeat(20)}`
const BOB = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const ALICE = `0x${'b2'.repeat(20)}`
const none: RecipientLookup = { status: 'none' }

describe('swapRecipient', () => {
  it.each<[string, boolean, string | null, RecipientLookup, string | undefined, string | undefined]>([
    ['the account when the field is hidden', false, BOB, none, ACCOUNT, ACCOUNT],
    ['nobody without an account and no field', false, null, none, undefined, undefined],
    ['the typed address, checksummed', true, ` ${BOB.toLowerCase()} `, none, ACCOUNT, BOB],
    ['nobody for an empty field', true, '', none, ACCOUNT, undefined],
    ['nobody for text that is no address or name', true, '0x12', none, ACCOUNT, undefined],
    [
      'nobody while the name resolves',
      true,
      'alice.eth',
      { status: 'resolving', name: 'alice.eth' },
      ACCOUNT,
      undefined,
    ],
    [
      'the address the typed name resolved to',
      true,
      'Alice.eth',
      { status: 'resolved', name: 'alice.eth', address: ALICE },
      ACCOUNT,
      ALICE,
    ],
    [
      'nobody for a name without a record',
      true,
      'alice.eth',
      { status: 'resolved', name: 'alice.eth', address: null },
      ACCOUNT,
      undefined,
    ],
    [
      'nobody when the lookup answered another name',
      true,
      'alice.eth',
      { status: 'resolved', name: 'al.eth', address: ALICE },
      ACCOUNT,
      undefined,
    ],
  ])('%s', (_case, showRecipient, typed, lookup, account, expected) => {
    expect(swapRecipient({ showRecipient, typed, lookup, account })).toBe(expected)
  })
})
