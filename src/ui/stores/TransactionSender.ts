import { when } from 'mobx'
import { WalletNotConnectedError } from '../../domain/errors/WalletNotConnectedError'
import type { TransactionReceipt } from '../../domain/transactions/TransactionDetails'
import type { BlockNumbers } from '../../ports/BlockNumbers'
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
    /** Where a transaction that left the recent list before it was seen mined is followed instead. */
    private readonly chain: {
      readonly blocks: BlockNumbers
      receiptOf(chainId: number, hash: string): Promise<TransactionReceipt | null>
    },
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

  /**
   * Resolves once `hash` is mined: as the recent transactions show it (their receipt watch on new blocks), or, when it
   * leaves them unseen (the list cleared, another account's list shown), by its own receipt read at each new block.
   */
  async settled(chainId: number, hash: string): Promise<TransactionOutcome> {
    const status = () => sentTransactionStatus(this.transactions, chainId, hash)
    await when(() => status() !== 'pending')
    const seen = status()
    if (seen === 'confirmed' || seen === 'failed') return seen
    return this.receiptOutcome(chainId, hash)
  }

  /** Reads `hash`'s receipt now and at each new block of `chainId` until it is mined; a failed read waits a block. */
  private receiptOutcome(chainId: number, hash: string): Promise<TransactionOutcome> {
    return new Promise((resolve) => {
      let done = false
      let reading = false
      const read = async () => {
        if (done || reading) return
        reading = true
        const receipt = await this.chain.receiptOf(chainId, hash).catch(() => null)
        reading = false
        if (!receipt || done) return
        done = true
        unsubscribe()
        resolve(receipt.status === 1 ? 'confirmed' : 'failed')
      }
      const unsubscribe = this.chain.blocks.subscribe(chainId, () => void read())
      void read()
    })
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
