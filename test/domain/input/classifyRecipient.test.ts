import { describe, expect, it } from 'vitest'
import { classifyRecipient } from '../../../src/domain/input/classifyRecipient'
import { isDomainLikeName } from '../../../src/domain/input/isDomainLikeName'
import { parseAddress } from '../../../src/domain/input/parseAddress'
import { validateUrlRecipient } from '../../../src/domain/input/validateUrlRecipient'

const CHECKSUMMED = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const LOWER = CHECKSUMMED.toLowerCase()
const BAD_CHECKSUM = '0x70997970c51812dc3A010C7d01b50e0d17dc79C8'

describe('parseAddress', () => {
  it.each([
    [CHECKSUMMED, CHECKSUMMED],
    [LOWER, CHECKSUMMED],
    [`0x${LOWER.slice(2).toUpperCase()}`, CHECKSUMMED],
    [BAD_CHECKSUM, null],
    [LOWER.slice(2), null],
    [`${LOWER}0`, null],
    [LOWER.slice(0, 41), null],
    ['0xg0997970c51812dc3a010c7d01b50e0d17dc79c8', null],
    ['', null],
  ])('%s → %s', (value, expected) => {
    expect(parseAddress(value)).toBe(expected)
  })
})

describe('isDomainLikeName', () => {
  it.each([
    ['alice.eth', true],
    ['tokens.fomo.eth', true],
    ['my-name.fomo.eth', true],
    ['UPPER.ETH', true],
    ['fomo.example.com', true],
    ['eth', false],
    ['.eth', false],
    ['alice.', false],
    ['a..eth', false],
    ['-alice.eth', false],
    ['alice-.eth', false],
    ['al--ice.eth', false],
    ['al ice.eth', false],
    ['alice_b.eth', false],
    [`${'a'.repeat(250)}.eth`, false],
  ])('%s → %s', (value, expected) => {
    expect(isDomainLikeName(value)).toBe(expected)
  })
})

describe('classifyRecipient', () => {
  it.each([
    ['', { kind: 'empty' }],
    [' \t\n', { kind: 'empty' }],
    [LOWER, { kind: 'address', address: CHECKSUMMED }],
    [`  ${LOWER.slice(0, 20)} ${LOWER.slice(20)}\n`, { kind: 'address', address: CHECKSUMMED }],
    ['Alice.Fomo.eth ', { kind: 'name', name: 'alice.fomo.eth' }],
    [BAD_CHECKSUM, { kind: 'invalid', value: BAD_CHECKSUM }],
    ['bob', { kind: 'invalid', value: 'bob' }],
    ['0x1234', { kind: 'invalid', value: '0x1234' }],
  ])('%j → %j', (typed, expected) => {
    expect(classifyRecipient(typed)).toEqual(expected)
  })
})

describe('validateUrlRecipient', () => {
  it.each([
    [LOWER, CHECKSUMMED],
    ['alice.fomo.eth', 'alice.fomo.eth'],
    [BAD_CHECKSUM, BAD_CHECKSUM],
    ['bob', null],
    ['0x1234', null],
    ['', null],
    [undefined, null],
    [[LOWER, LOWER], null],
  ])('%j → %j', (value, expected) => {
    expect(validateUrlRecipient(value)).toBe(expected)
  })
})
