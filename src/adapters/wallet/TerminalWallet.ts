import { Wallet as EthersWallet, isError, type Provider, type TransactionResponse } from 'ethers'
import type { SentTransaction, TransactionRequest, TypedDataDomain, TypedDataField, Wallet } from '../../ports/Wallet'
import { WalletKeyError } from './WalletKeyError'

const PRIVATE_KEY = /^(0x)?[0-9a-fA-F]{64}$/

/**
 * The terminal's Wallet: an ethers v6 signer from a private key or an encrypted JSON keystore, connected to a chain's
 * provider. It sends transactions, signs EIP-712 typed data (permits) and personal messages.
 *
 * @example const wallet = TerminalWallet.fromPrivateKey(process.env.FOMO_PRIVATE_KEY!, provider)
 */
export class TerminalWallet implements Wallet {
  private constructor(private readonly signer: EthersWallet) {}

  /** Opens a wallet from a 32-byte hex private key (with or without 0x); without a provider it only signs. */
  static fromPrivateKey(privateKey: string, provider: Provider | null): TerminalWallet {
    const key = privateKey.trim()
    if (!PRIVATE_KEY.test(key)) {
      throw new WalletKeyError(
        'The private key is malformed: give 64 hex digits, with or without 0x (it is never printed back).',
        { details: { length: key.length } },
      )
    }
    try {
      return new TerminalWallet(new EthersWallet(key.startsWith('0x') ? key : `0x${key}`, provider))
    } catch (cause) {
      throw new WalletKeyError('The private key is not a valid secp256k1 key (zero or above the curve order).', {
        cause,
      })
    }
  }

  /** Opens a wallet from an encrypted JSON keystore (geth/ethers format) and its password. */
  static async fromKeystore(json: string, password: string, provider: Provider | null): Promise<TerminalWallet> {
    let parsed: unknown
    try {
      parsed = JSON.parse(json)
    } catch (cause) {
      throw new WalletKeyError('The keystore file is not JSON: give the encrypted JSON keystore file.', { cause })
    }
    if (typeof parsed !== 'object' || parsed === null || !('crypto' in parsed || 'Crypto' in parsed)) {
      throw new WalletKeyError('The keystore is not an encrypted JSON keystore (no crypto section).')
    }
    try {
      const wallet = await EthersWallet.fromEncryptedJson(json, password)
      return new TerminalWallet(new EthersWallet(wallet.privateKey, provider))
    } catch (cause) {
      if (isError(cause, 'INVALID_ARGUMENT') && cause.argument === 'password') {
        throw new WalletKeyError('Wrong keystore password: the keystore did not decrypt. Check the password.', {
          cause,
        })
      }
      throw new WalletKeyError(`The keystore could not be read (${(cause as Error).message}).`, { cause })
    }
  }

  /** The ethers signer behind the wallet, for a caller that signs raw transactions itself (`fomo deploy` pins nonces). */
  ethersSigner(): EthersWallet {
    return this.signer
  }

  async address(): Promise<string> {
    return this.signer.address
  }

  async chainId(): Promise<number> {
    const network = await this.signer.provider!.getNetwork()
    return Number(network.chainId)
  }

  async sendTransaction(request: TransactionRequest): Promise<SentTransaction> {
    const response: TransactionResponse = await this.signer.sendTransaction(request)
    return {
      hash: response.hash,
      wait: async () => {
        const receipt = await response.wait(1).catch((error: unknown) => {
          if (isError(error, 'CALL_EXCEPTION') && error.receipt) return error.receipt // a revert still has a receipt
          throw error
        })
        return { status: receipt?.status ?? 0, blockNumber: receipt?.blockNumber ?? 0 }
      },
    }
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
