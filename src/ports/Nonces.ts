/**
 * Fresh numbers nobody can guess and that do not repeat: the nonce a user's signed request carries, so that the server
 * accepts it once (a bridge transfer's consent).
 */
export interface Nonces {
  /** A new 128-bit number. */
  next(): bigint
}

export const Nonces = Symbol.for('Nonces')
