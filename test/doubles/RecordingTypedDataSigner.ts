import type { TypedDataSigner } from '../../src/ports/TypedDataSigner'
import type { TypedDataDomain, TypedDataField } from '../../src/ports/Wallet'

/** A TypedDataSigner double: records what it was asked to sign and answers a fixed signature, or `refuseWith`. */
export class RecordingTypedDataSigner implements TypedDataSigner {
  readonly signed: {
    domain: TypedDataDomain
    types: Record<string, TypedDataField[]>
    value: Record<string, unknown>
  }[] = []
  /** The next signature fails with it (a wallet the user said no to). */
  refuseWith: unknown = undefined
  signature = `0x${'cd'.repeat(65)}`

  async signTypedData(
    domain: TypedDataDomain,
    types: Record<string, TypedDataField[]>,
    value: Record<string, unknown>,
  ): Promise<string> {
    if (this.refuseWith !== undefined) {
      const error = this.refuseWith
      this.refuseWith = undefined
      throw error
    }
    this.signed.push({ domain, types, value })
    return this.signature
  }
}
