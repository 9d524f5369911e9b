import { describe, expect, it } from 'vitest'
import { isTransactionSummary } from '../../../src/domain/transactions/isTransactionSummary'
import type { TransactionSummary } from '../../../src/domain/transactions/TransactionSummary'

const RECIPIENT = '0x00000000000000000000000000000000000000AA'
const swap = { kind: 'swap', inputAmount: '10', inputSymbol: 'USDT', outputAmount: '9.871', outputSymbol: 'MDX' }

/** One summary of each kind, with every field set. */
const summaries: TransactionSummary[] = [
  { kind: 'approve', symbol: 'AURA' },
  { kind: 'wrap', amount: '1.5', from: 'HT', to: 'WHT' },
  { kind: 'unwrap', amount: '2', from: 'WHT', to: 'HT' },
  { kind: 'swap', inputAmount: '10', inputSymbol: 'USDT', outputAmount: '9.871', outputSymbol: 'MDX' },
  { ...(swap as TransactionSummary & { kind: 'swap' }), recipient: RECIPIENT },
  { kind: 'addLiquidity', amountA: '1234.56', symbolA: 'USDT', amountB: '50', symbolB: 'MDX' },
  { kind: 'removeLiquidity', amountA: '100', symbolA: 'USDT', amountB: '40', symbolB: 'MDX' },
  { kind: 'removeV1', amountA: '5', symbolA: 'HT', amountB: '1000', symbolB: 'USDT' },
  { kind: 'migrateV1', symbol: 'USDT' },
  { kind: 'send', amount: '0.25', symbol: 'HT', recipient: RECIPIENT },
]

/** Each summary with one of its fields (other than `kind`) removed. */
const withFieldMissing = summaries.flatMap((summary) =>
  Object.keys(summary)
    .filter((field) => field !== 'kind' && field !== 'recipient')
    .map((field): [string, string, unknown] => {
      const { [field]: _, ...rest } = summary as unknown as Record<string, unknown>
      return [summary.kind, field, rest]
    }),
)

describe('isTransactionSummary', () => {
  it.each(summaries.map((summary) => [summary.kind, summary] as const))('accepts a %s summary', (_, summary) => {
    expect(isTransactionSummary(summary)).toBe(true)
  })

  it.each(withFieldMissing)('rejects a %s summary without %s', (_kind, _field, value) => {
    expect(isTransactionSummary(value)).toBe(false)
  })

  it.each(withFieldMissing.map(([kind, field]) => [kind, field] as const))(
    'rejects a %s summary whose %s is not a string',
    (kind, field) => {
      const summary = summaries.find((candidate) => candidate.kind === kind)!
      expect(isTransactionSummary({ ...summary, [field]: 1 })).toBe(false)
    },
  )

  it('rejects a send without its recipient', () => {
    expect(isTransactionSummary({ kind: 'send', amount: '0.25', symbol: 'HT' })).toBe(false)
  })

  it.each([
    ['a number', 7],
    ['null', null],
    ['an object', { address: RECIPIENT }],
  ])('rejects a swap whose recipient is %s', (_, recipient) => {
    expect(isTransactionSummary({ ...swap, recipient })).toBe(false)
  })

  it.each(['toString', 'constructor', '__proto__', 'hasOwnProperty'])(
    'rejects the kind %j (a name on the object prototype) without throwing',
    (kind) => {
      expect(() => isTransactionSummary({ kind, symbol: 'HT' })).not.toThrow()
      expect(isTransactionSummary({ kind, symbol: 'HT' })).toBe(false)
    },
  )

  it.each([
    ['an unknown kind', { kind: 'bridge', symbol: 'HT' }],
    ['no kind', { symbol: 'HT' }],
    ['a non-string kind', { kind: 1, symbol: 'HT' }],
    ['a string', 'Approve AURA'],
    ['null', null],
    ['undefined', undefined],
    ['a number', 42],
  ])('rejects %s', (_, value) => {
    expect(isTransactionSummary(value)).toBe(false)
  })
})
