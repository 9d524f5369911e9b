/** Hex longer than a word (a hash is 66 characters): bytecode, calldata, a signed transaction. */
const LONG_HEX = /0x[0-9a-fA-F]{65,}/g

/**
 * A node's or ethers' error as one short line for a message: ethers' `shortMessage` (without the request it echoes),
 * else the first line of the message, with any long hex (bytecode, calldata, a raw transaction) cut to its length,
 * so no error prints a contract's whole code.
 *
 * @example shortRpcReason(error) // 'missing revert data (data: 0x…(4389 bytes))'
 */
export function shortRpcReason(error: unknown): string {
  const nested = (error as { error?: { message?: unknown } } | undefined)?.error?.message
  const short = (error as { shortMessage?: unknown } | undefined)?.shortMessage
  const text =
    typeof nested === 'string' && nested !== ''
      ? nested
      : typeof short === 'string'
        ? short
        : error instanceof Error
          ? error.message
          : String(error)
  const line = text.split('\n')[0]!.replace(LONG_HEX, (hex) => `0x…(${(hex.length - 2) / 2} bytes)`)
  return line.length > 300 ? `${line.slice(0, 297)}...` : line
}
