import type { Nonces } from '../../ports/Nonces'

/** 128-bit nonces from the platform's cryptographic random source (`crypto.getRandomValues`, browser and Node alike). */
export class RandomNonces implements Nonces {
  next(): bigint {
    const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16))
    return BigInt(`0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`)
  }
}
