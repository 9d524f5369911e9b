const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/

/**
 * Why typed text is not an address, in the one wording every command and error uses (issue 30), as the clause that
 * follows the quoted text: `0x` and 40 hex digits whose mixed case fails the EIP-55 checksum (a character is likely
 * mistyped), or text that is not `0x` and 40 hex digits at all; `acceptsNames` adds that a name would do. All-lowercase
 * and all-uppercase hex carry no checksum and are addresses: ask this only of text `checksumAddress` refused.
 *
 * @example `"0x123" ${addressProblem('0x123', false)}.` // '"0x123" is not an address: give 0x and 40 hex digits.'
 */
export function addressProblem(value: string, acceptsNames: boolean): string {
  if (HEX_ADDRESS.test(value)) {
    return "fails its EIP-55 checksum (a letter's case is wrong), so a character is likely mistyped: copy the address again"
  }
  return `is not an address: give 0x and 40 hex digits${acceptsNames ? ', or a name such as alice.fomo.eth' : ''}`
}
