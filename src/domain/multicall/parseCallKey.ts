import { InvalidCallKeyError } from '../errors/InvalidCallKeyError'
import type { Call } from './Call'

const CALL_KEY = /^(0x[0-9a-fA-F]{40})-(0x[0-9a-fA-F]*)$/

/**
 * The call a key stands for (the inverse of `toCallKey`).
 *
 * @throws InvalidCallKeyError when the key is not `<0x + 40 hex>-<0x + hex>`.
 */
export function parseCallKey(callKey: string): Call {
  const match = CALL_KEY.exec(callKey)
  if (!match || match[2]!.length % 2 !== 0) throw new InvalidCallKeyError(callKey)
  return { address: match[1]!, callData: match[2]! }
}
