import { FomoError } from './FomoError'

/**
 * A bridge code cannot carry this transfer: its recipient is not a non-zero address, its target chain id is not from
 * 1 to 2^32 - 1, or its nonce is not from 0 to 2^64 - 1 (the code is recipient | target chain | nonce in 256 bits).
 */
export class InvalidBridgeCodeError extends FomoError {
  override readonly name = 'InvalidBridgeCodeError'

  constructor(field: 'recipient' | 'targetChainId' | 'nonce' | 'code', value: string) {
    super(`Invalid bridge code ${field} ${value}: a non-zero recipient, a chain id below 2^32 and a nonce below 2^64`, {
      details: { field, value },
    })
  }
}
