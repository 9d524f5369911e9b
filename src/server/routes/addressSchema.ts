/** The JSON schema of an address parameter; the checksum is checked after (parseAddressParam). */
export const ADDRESS_SCHEMA = Object.freeze({
  type: 'string',
  minLength: 42,
  maxLength: 42,
  pattern: '^0x[0-9a-fA-F]{40}$',
})
