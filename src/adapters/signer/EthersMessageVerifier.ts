import { verifyMessage } from 'ethers'
import type { SignedMessageVerifier } from '../../ports/SignedMessageVerifier'

/** Recovers EIP-191 personal_sign signers with ethers. */
export class EthersMessageVerifier implements SignedMessageVerifier {
  recoverSigner(message: string, signature: string): string | undefined {
    try {
      return verifyMessage(message, signature).toLowerCase()
    } catch {
      return undefined
    }
  }
}
