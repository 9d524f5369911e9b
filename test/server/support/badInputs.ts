/** Malformed addresses: invalid, mixed case failing EIP-55, over-long, and SQL and path metacharacters. */
export const BAD_ADDRESSES: readonly string[] = [
  '',
  '0',
  '0x',
  'abc',
  `0x${'g'.repeat(40)}`,
  `0x${'a'.repeat(39)}`,
  `0x${'a'.repeat(41)}`,
  `0x${'a'.repeat(2000)}`,
  `${'a'.repeat(42)}`,
  '0xAbCdEf0000000000000000000000000000000000', // mixed case, bad checksum
  '0x70997970c51812dc3A010C7d01b50e0d17dc79C8', // a checksum broken in one letter
  "0x' OR '1'='1",
  "'; drop table invitations; --",
  '../../../etc/passwd',
  '..',
  '%2e%2e%2f',
  '0x0000000000000000000000000000000000000000;select',
  '<script>alert(1)</script>',
  '\u0000',
  '０x00',
]

/** Malformed counts and pages: negative, zero, huge, non-numeric, fractional and injected. */
export const BAD_NUMBERS: readonly string[] = [
  '-1',
  '0',
  '1001',
  '99999999999999999999999999',
  '1e309',
  '1e400',
  'Infinity',
  '-Infinity',
  '0x10',
  'NaN',
  'abc',
  '1.5',
  '',
  "1'; drop table pairs; --",
  '../1',
]

/** Malformed signatures: short, long, non-hex, injected. */
export const BAD_SIGNATURES: readonly string[] = [
  '',
  '0x',
  `0x${'0'.repeat(129)}`,
  `0x${'0'.repeat(131)}`,
  `0x${'z'.repeat(130)}`,
  "' or 1=1 --",
  `0x${'f'.repeat(5000)}`,
]

/** Malformed candle intervals. */
export const BAD_INTERVALS: readonly string[] = [
  '',
  '7m',
  '1H',
  '1h;',
  "1h' or '1'='1",
  '../1d',
  'x'.repeat(5000),
  '-1',
]
