import { Wallet as EthersWallet, keccak256, toBeHex } from 'ethers'
import type {
  SentTransaction,
  TransactionRequest,
  TypedDataDomain,
  TypedDataField,
  Wallet,
} from '../../src/ports/Wallet'

/**
 * A Wallet double: real signatures from a local key (so permits and messages verify), transactions recorded instead
 * of sent, each "mined" at once with the status the test chose (1 by default).
 */
export class InMemoryWallet implements Wallet {
  readonly sent: TransactionRequest[] = []
  /** The receipt status the next transactions get. */
  status = 1
  private readonly signer: EthersWallet

  constructor(
    privateKey: string,
    private readonly chain = 128,
  ) {
    this.signer = new EthersWallet(privateKey)
  }

  async address(): Promise<string> {
    return this.signer.address
  }

  async chainId(): Promise<number> {
    return this.chain
  }

  async sendTransaction(request: TransactionRequest): Promise<SentTransaction> {
    this.sent.push(request)
    const hash = keccak256(toBeHex(this.sent.length, 32))
    const status = this.status
    const blockNumber = this.sent.length
    return { hash, wait: async () => ({ status, blockNumber }) }
  }

  signTypedData(
    domain: TypedDataDomain,
    types: Record<string, TypedDataField[]>,
    value: Record<string, unknown>,
  ): Promise<string> {
    return this.signer.signTypedData(domain, types, value)
  }

  signMessage(message: string | Uint8Array): Promise<string> {
    return this.signer.signMessage(message)
  }
}
