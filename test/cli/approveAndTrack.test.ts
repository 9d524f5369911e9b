import { MaxUint256 } from 'ethers'
import { Container } from 'inversify'
import { describe, expect, it } from 'vitest'
import { IERC20Minimal__factory } from '../../src/adapters/contracts/generated'
import { approveRouter } from '../../src/cli/approveRouter'
import type { ChainSession } from '../../src/cli/compositionRoot'
import { sendTracked } from '../../src/cli/sendTracked'
import { createChainConfig } from '../../src/domain/chains/createChainConfig'
import { createToken } from '../../src/domain/currency/createToken'
import type { DeploymentRecord } from '../../src/domain/deployment/DeploymentRecord'
import { DeploymentRecords } from '../../src/ports/DeploymentRecords'
import { GasEstimator } from '../../src/ports/GasEstimator'
import { TokenAllowances } from '../../src/ports/TokenAllowances'
import { TransactionReceipts } from '../../src/ports/TransactionReceipts'
import { type StoredTransactions, TransactionsStore } from '../../src/ports/TransactionsStore'
import { Wallet } from '../../src/ports/Wallet'
import { InMemoryDeploymentRecords } from '../doubles/InMemoryDeploymentRecords'
import { InMemoryGasEstimator } from '../doubles/InMemoryGasEstimator'
import { InMemoryStateStore } from '../doubles/InMemoryStateStore'
import { InMemoryTokenAllowances } from '../doubles/InMemoryTokenAllowances'
import { InMemoryTransactionReceipts } from '../doubles/InMemoryTransactionReceipts'
import { InMemoryWallet } from '../doubles/InMemoryWallet'

const KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'
const address = (n: number) => `0x${n.toString(16).padStart(40, '0')}`
const record: DeploymentRecord = {
  chainId: 128,
  name: 'test',
  nativeSymbol: 'HT',
  rpcUrl: 'memory:',
  startBlock: 0,
  deployedAt: '2026-11-21T00:00:00.000Z',
  initCodeHash: `0x${'1'.repeat(64)}`,
  contracts: { factory: address(1), router: address(2), wrappedNative: address(3), multicall: address(4) },
  tokens: [],
  pairs: [],
}
const erc20 = IERC20Minimal__factory.createInterface()

function session() {
  const doubles = {
    wallet: new InMemoryWallet(KEY),
    estimator: new InMemoryGasEstimator(),
    allowances: new InMemoryTokenAllowances(),
    receipts: new InMemoryTransactionReceipts(),
    store: new InMemoryStateStore<StoredTransactions>(),
    records: new InMemoryDeploymentRecords(),
  }
  const container = new Container()
  container.bind<Wallet>(Wallet).toConstantValue(doubles.wallet)
  container.bind<GasEstimator>(GasEstimator).toConstantValue(doubles.estimator)
  container.bind<TokenAllowances>(TokenAllowances).toConstantValue(doubles.allowances)
  container.bind<TransactionReceipts>(TransactionReceipts).toConstantValue(doubles.receipts)
  container.bind<TransactionsStore>(TransactionsStore).toConstantValue(doubles.store)
  container.bind<DeploymentRecords>(DeploymentRecords).toConstantValue(doubles.records)
  const config = createChainConfig(record)
  const chainSession: ChainSession = { record, config, tokens: [], container, close: () => {} }
  return { chainSession, ...doubles }
}
const token = createToken({ chainId: 128, address: address(10), decimals: 18, symbol: 'AURA' })

describe('approveRouter', () => {
  it('sends nothing when the allowance covers the amount', async () => {
    const { chainSession, wallet, allowances } = session()
    const owner = await wallet.address()
    allowances.allowances.set(`${token.address}:${owner}:${record.contracts.router}`.toLowerCase(), 5n)
    expect(await approveRouter(chainSession, owner, { currency: token, raw: 5n })).toBeUndefined()
    expect(wallet.sent).toEqual([])
  })

  it('approves an unlimited amount first, with a 10% gas margin, and records it as an approval', async () => {
    const { chainSession, wallet, store } = session()
    const hash = await approveRouter(chainSession, await wallet.address(), { currency: token, raw: 5n })
    expect(wallet.sent).toEqual([
      {
        to: token.address,
        data: erc20.encodeFunctionData('approve', [record.contracts.router, MaxUint256]),
        gasLimit: 110_000n,
      },
    ])
    const stored = (await store.read())![128]![hash!] as { approval: unknown; summary: string }
    expect(stored.approval).toEqual({ tokenAddress: token.address, spender: record.contracts.router })
    expect(stored.summary).toBe('Approve AURA')
  })

  it('approves the exact amount when estimating the unlimited one fails', async () => {
    const { chainSession, wallet, estimator } = session()
    const unlimited = erc20.encodeFunctionData('approve', [record.contracts.router, MaxUint256])
    estimator.outcomes.set(unlimited, { kind: 'reverted', reason: 'no unlimited approvals' })
    await approveRouter(chainSession, await wallet.address(), { currency: token, raw: 5n })
    expect(wallet.sent[0]!.data).toBe(erc20.encodeFunctionData('approve', [record.contracts.router, 5n]))
  })
})

describe('sendTracked', () => {
  it('keeps a reverted transaction with its receipt and fails with the summary', async () => {
    const { chainSession, receipts, store } = session()
    receipts.status = 0
    await expect(sendTracked(chainSession, { to: address(9) }, { summary: 'Swap AURA for USDT' })).rejects.toThrow(
      /^Swap AURA for USDT failed: transaction 0x[0-9a-f]{64} reverted\.$/,
    )
    const [stored] = Object.values((await store.read())![128]!) as { receipt: { status: number } }[]
    expect(stored!.receipt.status).toBe(0)
  })
})
