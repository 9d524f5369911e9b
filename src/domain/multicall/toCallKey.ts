import type { Call } from './Call'
import { parseCallKey } from './parseCallKey'

/**
 * The key a call is listened to and cached under: `${address}-${callData}`, validated so that it parses back.
 *
 * @throws InvalidCallKeyError when the address is not 0x + 40 hex digits or the call data is not 0x-prefixed hex.
 * @example toCallKey({ address: '0x…', callData: '0x0902f1ac' }) // '0x…-0x0902f1ac'
 */
export function toCallKey(call: Call): string {
  const key = `${call.address}-${call.callData}`
  parseCallKey(key)
  return key
}
