import { describe, expect, it } from 'vitest'
import { describeTransaction } from '../../../src/domain/transactions/describeTransaction'
import type { TransactionSummary } from '../../../src/domain/transactions/TransactionSummary'

const RECIPIENT = '0x00000000000000000000000000000000000000AA'

describe('describeTransaction', () => {
  const cases: [TransactionSummary, string][] = [
    [{ kind: 'approve', symbol: 'AURA' }, 'Approve AURA'],
    [{ kind: 'pledge', amount: '3', symbol: 'Fomo-LP', lockDays: '30' }, 'Pledge 3 Fomo-LP for 30 days'],
    [{ kind: 'pledge', amount: '3', symbol: 'Fomo-LP', lockDays: '0' }, 'Pledge 3 Fomo-LP on demand'],
    [{ kind: 'withdrawLp', amount: '2', symbol: 'Fomo-LP' }, 'Withdraw 2 Fomo-LP from mining'],
    [{ kind: 'claimRewards', amounts: '1 AURA' }, 'Withdraw rewards: 1 AURA'],
    [{ kind: 'claimTitle', tier: '1', season: '2' }, 'Claim the adventurer title of season 2'],
    [{ kind: 'claimTitle', tier: '2', season: '5' }, 'Claim the explorer title of season 5'],
    [{ kind: 'capitalDeposit', amount: '5', symbol: 'USDT' }, 'Deposit 5 USDT in the capital pool'],
    [{ kind: 'capitalWithdraw', amount: '5', symbol: 'USDT' }, 'Withdraw 5 USDT from the capital pool'],
    [
      { kind: 'convertDk', amount: '200000000', symbol: 'DK', amountOut: '1.99', symbolOut: 'DK2' },
      'Exchange 200000000 DK for 1.99 DK2',
    ],
    [{ kind: 'investHjw', amount: '50', symbol: 'HJW' }, 'Invest 50 HJW in the HJW exchange'],
    [{ kind: 'withdrawRelease', amount: '12.5', symbol: 'HJW' }, 'Withdraw 12.5 HJW released'],
    [{ kind: 'bridge', amount: '100', symbol: 'AURA', targetChain: '56' }, 'Transfer 100 AURA to BSC'],
    [{ kind: 'wrap', amount: '1.5', from: 'HT', to: 'WHT' }, 'Wrap 1.5 HT to WHT'],
    [{ kind: 'unwrap', amount: '2', from: 'WHT', to: 'HT' }, 'Unwrap 2 WHT to HT'],
    [
      { kind: 'swap', inputAmount: '10', inputSymbol: 'USDT', outputAmount: '9.871', outputSymbol: 'MDX' },
      'Swap 10 USDT for 9.871 MDX',
    ],
    [
      {
        kind: 'swap',
        inputAmount: '1',
        inputSymbol: 'HT',
        outputAmount: '9.96',
        outputSymbol: 'USDT',
        recipient: RECIPIENT,
      },
      `Swap 1 HT for 9.96 USDT to ${RECIPIENT}`,
    ],
    [
      { kind: 'addLiquidity', amountA: '1234.56', symbolA: 'USDT', amountB: '50', symbolB: 'MDX' },
      'Add 1234.56 USDT and 50 MDX',
    ],
    [
      { kind: 'removeLiquidity', amountA: '100', symbolA: 'USDT', amountB: '40', symbolB: 'MDX' },
      'Remove 100 USDT and 40 MDX',
    ],
    [
      { kind: 'removeV1', amountA: '5', symbolA: 'HT', amountB: '1000', symbolB: 'USDT' },
      'Remove 5 HT and 1000 USDT from V1',
    ],
    [{ kind: 'send', amount: '0.25', symbol: 'HT', recipient: RECIPIENT }, `Send 0.25 HT to ${RECIPIENT}`],
    [{ kind: 'migrateV1', symbol: 'USDT' }, 'Migrate USDT V1 liquidity'],
  ]
  it.each(cases)('describes %o as %j', (summary, text) => {
    expect(describeTransaction(summary)).toBe(text)
  })

  it('shows a summary stored as text by an earlier version as it is', () => {
    expect(describeTransaction('Swap 1.00 HT for 9.96 USDT')).toBe('Swap 1.00 HT for 9.96 USDT')
    expect(describeTransaction('')).toBe('')
  })
})
