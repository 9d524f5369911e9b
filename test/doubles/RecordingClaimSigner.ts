import { Eip712ClaimSigner } from '../../src/adapters/signer/Eip712ClaimSigner'
import type { ClaimDomain, ClaimSigner, ClaimTypes } from '../../src/ports/ClaimSigner'

/** A ClaimSigner double: signs with a fixed test key (the real EIP-712 adapter) and records what it was asked to sign. */
export class RecordingClaimSigner implements ClaimSigner {
  readonly signed: { domain: ClaimDomain; types: ClaimTypes; value: Record<string, unknown> }[] = []
  private readonly inner: Eip712ClaimSigner

  constructor(privateKey = `0x${'5a'.repeat(32)}`) {
    this.inner = new Eip712ClaimSigner(privateKey)
  }

  address(): string {
    return this.inner.address()
  }

  signClaim(domain: ClaimDomain, types: ClaimTypes, value: Record<string, unknown>): Promise<string> {
    this.signed.push({ domain, types, value })
    return this.inner.signClaim(domain, types, value)
  }
}
