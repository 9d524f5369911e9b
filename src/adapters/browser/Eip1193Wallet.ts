import type { JsonRpcSigner } from 'ethers'
import type { SentTransaction, TransactionRequest, TypedDataDomain, TypedDataField, Wallet } from '../../ports/Wallet'
import type { Eip1193Provider } from './Eip1193Provider'

/**
 * The `Wallet` port over an EIP-1193 provider, through ethers v6 (loaded on first use, so the first page does not
 * download it): the wallet signs, the app never sees a key.
 */
export class Eip1193Wallet implements Wallet {
  private signerPromise: Promise<JsonRpcSigner> | undefined

  constructor(private readonly provider: Eip1193Provider) {}

  async address(): Promise<string> {
    return (await this.signer()).getAddress()
  }

  async chainId(): Promise<number> {
    return Number(await this.provider.request({ method: 'eth_chainId' }))
  }

  async sendTransaction(request: TransactionRequest): Promise<SentTransaction> {
    const response = await (await this.signer()).sendTransaction(request)
    return {
      hash: response.hash,
      async wait() {
        const receipt = await response.wait()
        return { status: receipt?.status ?? 0, blockNumber: receipt?.blockNumber ?? 0 }
      },
    }
  }

  async signTypedData(
    domain: TypedDataDomain,
    types: Record<string, TypedDataField[]>,
    value: Record<string, unknown>,
  ): Promise<string> {
    return (await this.signer()).signTypedData(domain, types, value)
  }

  async signMessage(message: string | Uint8Array): Promise<string> {
    return (await this.signer()).signMessage(message)
  }

  private signer(): Promise<JsonRpcSigner> {
    this.signerPromise ??= import('ethers').then(({ BrowserProvider }) =>
      new BrowserProvider(this.provider).getSigner(),
    )
    return this.signerPromise
  }
}
