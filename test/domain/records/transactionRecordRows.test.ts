import { describe, expect, it } from 'vitest'
import type { SettledTransaction, TokenMovement } from '../../../src/domain/records/SettledTransaction'
import { type TransactionRecordContext, transactionRecordRows } from '../../../src/domain/records/transactionRecordRows'

const ACCOUNT = '0x00000000000000000000000000000000000000aa'
const ROUTER = '0x00000000000000000000000000000000000000c1'
const PAIR = '0x00000000000000000000000000000000000000b1'
const WHT = '0x00000000000000000000000000000000000000e1'
const AURA = '0x00000000000000000000000000000000000000a1'
const USDT = '0x00000000000000000000000000000000000000a2'
const ZERO = `0x${'0'.repeat(40)}`
const E18 = 10n ** 18n

const context: TransactionRecordContext = {
  chainId: 128,
  native: { symbol: 'HT', wrapped: WHT },
  tokenOf: (address) =>
    ({
      [WHT]: { symbol: 'WHT', decimals: 18 },
      [AURA]: { symbol: 'AURA', decimals: 18 },
      [USDT]: { symbol: 'USDT', decimals: 6 },
    })[address],
}

const settled = (movements: TokenMovement[], extra: Partial<SettledTransaction> = {}): SettledTransaction => ({
  hash: '0x01',
  from: ACCOUNT,
  to: ROUTER,
  value: 0n,
  success: true,
  gasUsed: 100_000n,
  effectiveGasPrice: 3n,
  blockNumber: 7,
  time: 1_796_025_600,
  movements,
  ...extra,
})
const transfer = (token: string, from: string, to: string, amount: bigint): TokenMovement => ({
  kind: 'transfer',
  token,
  from,
  to,
  amount,
})
const wht = (kind: 'deposit' | 'withdrawal', account: string, amount: bigint): TokenMovement => ({
  kind,
  token: WHT,
  account,
  amount,
})
const swap = { kind: 'swap', inputAmount: '1', inputSymbol: 'x', outputAmount: '1', outputSymbol: 'y' } as const
const liquidity = (kind: 'addLiquidity' | 'removeLiquidity') =>
  ({ kind, amountA: '1', symbolA: 'a', amountB: '1', symbolB: 'b' }) as const
const fee = { symbol: 'HT', raw: 300_000n, decimals: 18 }
const amount = (symbol: string, raw: bigint, decimals = 18) => ({ symbol, raw, decimals })
/** The rows' in, out and fee only. */
const legs = (rows: ReturnType<typeof transactionRecordRows>) =>
  rows.map(({ in: paid, out, fee }) => ({ paid, out, fee }))

describe('transactionRecordRows', () => {
  it('a token swap: what the account sent the pair in, what the pair sent it out, the fee gasUsed × price', () => {
    const rows = transactionRecordRows(
      swap,
      settled([transfer(AURA, ACCOUNT, PAIR, 100n * E18 + 1n), transfer(USDT, PAIR, ACCOUNT, 1_500_001n)]),
      context,
    )
    expect(rows).toEqual([
      {
        time: 1_796_025_600,
        chainId: 128,
        txHash: '0x01',
        action: 'swap',
        status: 'success',
        account: ACCOUNT,
        in: amount('AURA', 100n * E18 + 1n),
        out: amount('USDT', 1_500_001n, 6),
        fee,
      },
    ])
  })

  it.each([
    [
      'from the native coin, the router giving back what it did not wrap',
      swap,
      settled(
        [wht('deposit', ROUTER, 2n * E18), transfer(WHT, ROUTER, PAIR, 2n * E18), transfer(USDT, PAIR, ACCOUNT, 9n)],
        {
          value: 3n * E18,
        },
      ),
      [{ paid: amount('HT', 2n * E18), out: amount('USDT', 9n, 6), fee }],
    ],
    [
      'to the native coin the router unwraps',
      swap,
      settled([transfer(USDT, ACCOUNT, PAIR, 9n), transfer(WHT, PAIR, ROUTER, 5n), wht('withdrawal', ROUTER, 5n)]),
      [{ paid: amount('USDT', 9n, 6), out: amount('HT', 5n), fee }],
    ],
    [
      'to the native coin for another recipient: nothing comes to the account',
      { ...swap, recipient: '0x00000000000000000000000000000000000000dd' },
      settled([transfer(USDT, ACCOUNT, PAIR, 9n), wht('withdrawal', ROUTER, 5n)]),
      [{ paid: amount('USDT', 9n, 6), out: undefined, fee }],
    ],
    [
      'a wrap',
      { kind: 'wrap', amount: '1', from: 'HT', to: 'WHT' } as const,
      settled([wht('deposit', ACCOUNT, E18)], { value: E18, to: WHT }),
      [{ paid: amount('HT', E18), out: amount('WHT', E18), fee }],
    ],
    [
      'an unwrap',
      { kind: 'unwrap', amount: '1', from: 'WHT', to: 'HT' } as const,
      settled([wht('withdrawal', ACCOUNT, E18)], { to: WHT }),
      [{ paid: amount('WHT', E18), out: amount('HT', E18), fee }],
    ],
    [
      'adding liquidity: token A with the LP received, then token B; the LP by its pair address',
      liquidity('addLiquidity'),
      settled([
        transfer(AURA, ACCOUNT, PAIR, 10n),
        transfer(USDT, ACCOUNT, PAIR, 20n),
        transfer(PAIR, ZERO, ZERO, 1000n),
        transfer(PAIR, ZERO, ACCOUNT, 7n),
      ]),
      [
        { paid: amount('AURA', 10n), out: amount(PAIR, 7n), fee },
        { paid: amount('USDT', 20n, 6), out: undefined, fee: undefined },
      ],
    ],
    [
      'adding the native coin: the token, then the coin wrapped (the rest given back)',
      liquidity('addLiquidity'),
      settled(
        [
          transfer(USDT, ACCOUNT, PAIR, 20n),
          wht('deposit', ROUTER, 4n),
          transfer(WHT, ROUTER, PAIR, 4n),
          transfer(PAIR, ZERO, ACCOUNT, 7n),
        ],
        { value: 5n },
      ),
      [
        { paid: amount('USDT', 20n, 6), out: amount(PAIR, 7n), fee },
        { paid: amount('HT', 4n), out: undefined, fee: undefined },
      ],
    ],
    [
      'removing liquidity to the native coin: the LP with the first token out, then the coin',
      liquidity('removeLiquidity'),
      settled([
        transfer(PAIR, ACCOUNT, PAIR, 7n),
        transfer(PAIR, PAIR, ZERO, 7n),
        transfer(USDT, PAIR, ACCOUNT, 20n),
        transfer(WHT, PAIR, ROUTER, 4n),
        wht('withdrawal', ROUTER, 4n),
      ]),
      [
        { paid: amount(PAIR, 7n), out: amount('USDT', 20n, 6), fee },
        { paid: undefined, out: amount('HT', 4n), fee: undefined },
      ],
    ],
    [
      'an approval: the fee alone',
      { kind: 'approve', symbol: 'AURA' } as const,
      settled([], { to: AURA }),
      [{ paid: undefined, out: undefined, fee }],
    ],
    [
      'a send of the native coin',
      { kind: 'send', amount: '1', symbol: 'HT', recipient: '0xdd' } as const,
      settled([], { value: E18, to: '0x00000000000000000000000000000000000000dd' }),
      [{ paid: amount('HT', E18), out: undefined, fee }],
    ],
    [
      "another contract's Withdrawal event is no coin received",
      swap,
      settled([transfer(AURA, ACCOUNT, PAIR, 1n), { kind: 'withdrawal', token: AURA, account: ROUTER, amount: 5n }]),
      [{ paid: amount('AURA', 1n), out: undefined, fee }],
    ],
  ] as const)('%s', (_, summary, tx, expected) => {
    expect(legs(transactionRecordRows(summary, tx, context))).toEqual(expected)
  })

  it('a failed transaction: one row, its fee, whatever it logged; a summary as text is a `transaction`', () => {
    const rows = transactionRecordRows(
      'Swap 1 HT',
      settled([transfer(AURA, ACCOUNT, PAIR, 1n)], { success: false, value: E18 }),
      context,
    )
    expect(rows).toEqual([expect.objectContaining({ action: 'transaction', status: 'failed', fee })])
    expect(legs(rows)).toEqual([{ paid: undefined, out: undefined, fee }])
  })
})
