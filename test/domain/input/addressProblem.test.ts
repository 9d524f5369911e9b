import { describe, expect, it } from 'vitest'
import { InvalidAddressError } from '../../../src/domain/errors/InvalidAddressError'
import { InvalidRecipientError } from '../../../src/domain/errors/InvalidRecipientError'
import { addressProblem } from '../../../src/domain/input/addressProblem'

const BAD_CHECKSUM = '0x70997970c51812dc3A010C7d01b50e0d17dc79C8'
const CHECKSUM =
  "fails its EIP-55 checksum (a letter's case is wrong), so a character is likely mistyped: copy the address again"

describe('addressProblem: the one wording of the address rule (issue 30, item 13)', () => {
  it.each([
    [BAD_CHECKSUM, false, CHECKSUM],
    [BAD_CHECKSUM, true, CHECKSUM],
    ['0x123', false, 'is not an address: give 0x and 40 hex digits'],
    ['0x123', true, 'is not an address: give 0x and 40 hex digits, or a name such as alice.fomo.eth'],
    [BAD_CHECKSUM.slice(2), true, 'is not an address: give 0x and 40 hex digits, or a name such as alice.fomo.eth'],
  ])('%s (names: %s) %s', (value, acceptsNames, problem) => {
    expect(addressProblem(value, acceptsNames)).toBe(problem)
  })

  it('words InvalidAddressError and InvalidRecipientError the same way', () => {
    expect(new InvalidAddressError(BAD_CHECKSUM).message).toBe(`"${BAD_CHECKSUM}" ${CHECKSUM}.`)
    expect(new InvalidAddressError('0x123', { acceptsNames: true }).message).toBe(
      '"0x123" is not an address: give 0x and 40 hex digits, or a name such as alice.fomo.eth.',
    )
    expect(new InvalidRecipientError(BAD_CHECKSUM).message).toBe(`Invalid recipient "${BAD_CHECKSUM}": it ${CHECKSUM}.`)
    expect(new InvalidRecipientError('0x1234').message).toBe(
      'Invalid recipient "0x1234": it is not an address: give 0x and 40 hex digits, or a name such as alice.fomo.eth.',
    )
  })

  it('says what else a recipient may be refused for: a name without an address, the zero address', () => {
    expect(new InvalidRecipientError('nobody.fomo.eth').message).toBe(
      'Invalid recipient "nobody.fomo.eth": no address is registered for this name; give its 0x address.',
    )
    expect(new InvalidRecipientError(`0x${'0'.repeat(40)}`).message).toBe(
      'Invalid recipient: the zero address would burn the tokens.',
    )
    expect(new InvalidRecipientError().message).toBe('Invalid recipient')
  })
})
