import { Wallet } from 'ethers'
import type { ClaimDomain, ClaimSigner, ClaimTypes } from '../../ports/ClaimSigner'

/**
 * Signs EIP-712 claim vouchers with a private key from the environment. The key lives only in a private
 * field of an ethers Wallet: it is never logged, serialised (toJSON and inspect show the address) or returned.
 */
export class Eip712ClaimSigner implements ClaimSigner {
  readonly #wallet: Wallet

  constructor(privateKey: string) {
    this.#wallet = new Wallet(privateKey)
  }

  address(): string {
    return this.#wallet.address.toLowerCase()
  }

  signClaim(domain: ClaimDomain, types: ClaimTypes, value: Record<string, unknown>): Promise<string> {
    return this.#wallet.signTypedData(domain, types, value)
  }

  toJSON(): { address: string } {
    return { address: this.address() }
  }

  [Symbol.for('nodejs.util.inspect.custom')](): string {
    return `Eip712ClaimSigner(${this.address()})`
  }
}
