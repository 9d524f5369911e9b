import { describe, expect, it } from 'vitest'
import type { LiveValue } from '../../../src/ports/LiveChainReads'
import { watchSpendable } from '../../../src/ui/stores/watchSpendable'

/** LiveChainReads' two watches, answering when the test says, and counting what is still watched. */
function live() {
  const watching = new Set<string>()
  const answers: Record<string, (values: LiveValue<bigint>[]) => void> = {}
  const asked: unknown[] = []
  const watch =
    (kind: string) =>
    (...args: unknown[]) => {
      asked.push([kind, ...args.slice(0, -1)])
      answers[kind] = args.at(-1) as (values: LiveValue<bigint>[]) => void
      watching.add(kind)
      return () => watching.delete(kind)
    }
  return {
    reads: { watchBalances: watch('balances'), watchAllowances: watch('allowances') },
    answer: (kind: 'balances' | 'allowances', values: LiveValue<bigint>[]) => answers[kind]!(values),
    watching,
    asked,
  }
}

describe('watchSpendable', () => {
  it("follows the owner's balance and the spender's allowance of each token, a failed read as unknown", () => {
    const { reads, answer, asked } = live()
    const seen: Record<string, (bigint | undefined)[]> = {}
    watchSpendable(
      reads,
      { chainId: 128, owner: '0xowner', spender: '0xpool', tokens: ['0xa', '0xb'] },
      { balances: (values) => (seen.balances = values), allowances: (values) => (seen.allowances = values) },
    )
    expect(asked).toEqual([
      [
        'balances',
        128,
        '0xowner',
        [
          { kind: 'token', address: '0xa' },
          { kind: 'token', address: '0xb' },
        ],
      ],
      ['allowances', 128, '0xowner', '0xpool', ['0xa', '0xb']],
    ])
    answer('balances', [5n, null])
    answer('allowances', [undefined, 7n])
    expect(seen).toEqual({ balances: [5n, undefined], allowances: [undefined, 7n] })
  })

  it('stops both watches', () => {
    const { reads, watching } = live()
    const stop = watchSpendable(
      reads,
      { chainId: 56, owner: '0xowner', spender: '0xpool', tokens: ['0xa'] },
      { balances: () => {}, allowances: () => {} },
    )
    expect([...watching].sort()).toEqual(['allowances', 'balances'])
    stop()
    expect(watching.size).toBe(0)
  })
})
