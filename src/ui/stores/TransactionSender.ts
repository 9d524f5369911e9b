import { when } from 'mobx'
import { WalletNotConnectedError } from '../../domain/errors/WalletNotConnectedError'
import type { Submitted, TrackedAs, TransactionOutcome, TransactionSubmitter } from '../../ports/TransactionSubmitter'
import type { TypedDataSigner } from '../../ports/TypedDataSigner'
import type { TransactionRequest, TypedDataDomain, TypedDataField } from '../../ports/Wallet'
import { sentTransactionStatus } from './sentTransactionStatus'
import type { TransactionsViewStore } from './TransactionsViewStore'
import type { WalletStore } from './WalletStore'

/**
 * The app's TransactionSubmitter and TypedDataSigner for the domain services: the connected wallet sends or signs,
 * and a sent transaction joins the recent transactions at once (its popup and summary follow from there).
 */
export class TransactionSender implements TransactionSubmitter, TypedDataSigner {
  constructor(
    private readonly wallet: WalletStore,
    private readonly transactions: TransactionsViewStore,
  ) {}

  /** Sends from the connected wallet and tracks it; resolves with the hash once the wallet handed it over. */
  async submit(chainId: number, request: TransactionRequest, tracked: TrackedAs): Promise<Submitted> {
    const signer = this.wallet.connectedWallet()
    const account = this.wallet.account
    if (!signer || !account) throw new WalletNotConnectedError()
    const sent = await signer.sendTransaction(request)
    await this.transactions.add(chainId, sent.hash, account, tracked.summary, tracked.approval)
    return { hash: sent.hash }
  }

  /** Resolves once the recent transactions show `hash` mined (their receipt watch on new blocks). */
  async settled(chainId: number, hash: string): Promise<TransactionOutcome> {
    const status = () => sentTransactionStatus(this.transactions, chainId, hash)
    await when(() => status() === 'confirmed' || status() === 'failed')
    return status() === 'confirmed' ? 'confirmed' : 'failed'
  }

  signTypedData(
    domain: TypedDataDomain,
    types: Record<string, TypedDataField[]>,
    value: Record<string, unknown>,
  ): Promise<string> {
    const signer = this.wallet.connectedWallet()
    if (!signer) throw new WalletNotConnectedError()
    return signer.signTypedData(domain, types, value)
  }
}
