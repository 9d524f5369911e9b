import type { Provider } from 'ethers'
import { UnsupportedChainError } from '../../domain/errors/UnsupportedChainError'
import type { TransactionReceipt } from '../../domain/transactions/TransactionDetails'
import type { TransactionReceipts } from '../../ports/TransactionReceipts'

/** Transaction receipts through each chain's ethers provider. */
export class EthersTransactionReceipts implements TransactionReceipts {
  constructor(private readonly providers: ReadonlyMap<number, Provider>) {}

  async receiptOf(chainId: number, hash: string): Promise<TransactionReceipt | null> {
    const provider = this.providers.get(chainId)
    if (!provider) throw new UnsupportedChainError(chainId)
    const receipt = await provider.getTransactionReceipt(hash)
    if (!receipt) return null
    return {
      blockHash: receipt.blockHash,
      blockNumber: receipt.blockNumber,
      contractAddress: receipt.contractAddress,
      from: receipt.from,
      status: receipt.status ?? undefined,
      to: receipt.to,
      transactionHash: receipt.hash,
      transactionIndex: receipt.index,
    }
  }
}
