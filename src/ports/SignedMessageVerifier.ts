/** Recovers who signed a text message with a wallet (EIP-191 personal_sign). */
export interface SignedMessageVerifier {
  /** The signer's lowercase address, or undefined when the signature is malformed. */
  recoverSigner(message: string, signature: string): string | undefined
}

export const SignedMessageVerifier = Symbol.for('SignedMessageVerifier')
