import type { TransactionReceipt } from '../../src/domain/transactions/TransactionDetails'
import type { TransactionReceipts } from '../../src/ports/TransactionReceipts'

/** A TransactionReceipts double: every hash is mined in block 1 with the status the test chose (1 by default). */
export class InMemoryTransactionReceipts implements TransactionReceipts {
  status = 1

  async receiptOf(_chainId: number, hash: string): Promise<TransactionReceipt | null> {
    return {
      blockHash: `0x${'b'.repeat(64)}`,
      blockNumber: 1,
      contractAddress: null,
      from: '0x0000000000000000000000000000000000000001',
      status: this.status,
      to: null,
      transactionHash: hash,
      transactionIndex: 0,
    }
  }
}
