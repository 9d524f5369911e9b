import type { Nonces } from '../../src/ports/Nonces'

/** Nonces 1, 2, 3, … : predictable where a test reads them back. */
export class SequenceNonces implements Nonces {
  private last = 0n

  next(): bigint {
    this.last += 1n
    return this.last
  }
}
