import type { TransactionSummary } from '../transactions/TransactionSummary'
import type { RecordAmount, RecordRow } from './RecordRow'
import type { SettledTransaction } from './SettledTransaction'

/** What a transaction's rows need of its chain: its id, its native coin and the tokens' symbols and decimals. */
export interface TransactionRecordContext {
  readonly chainId: number
  /** The native coin's symbol (HT on 128, BNB on 56) and the wrapped token's address (WHT, WBNB). */
  readonly native: { readonly symbol: string; readonly wrapped: string }
  /** A token's symbol and decimals; one it does not know is written by its address, with 18 decimals. */
  readonly tokenOf: (address: string) => { readonly symbol: string; readonly decimals: number } | undefined
}

const NATIVE = 'native'
const NATIVE_DECIMALS = 18

/** What the account's balance of each asset (a token address, or NATIVE) changed by, in the order they first moved. */
function balanceChanges(
  settled: SettledTransaction,
  summary: TransactionSummary | string | undefined,
  wrapped: string,
) {
  const account = settled.from.toLowerCase()
  const called = settled.to?.toLowerCase()
  // a swap to another recipient: the coin the router unwraps goes there, not to the account
  const paysElsewhere = typeof summary === 'object' && summary.kind === 'swap' && summary.recipient !== undefined
  const changes = new Map<string, bigint>()
  const add = (asset: string, amount: bigint) => changes.set(asset, (changes.get(asset) ?? 0n) + amount)
  let wrappedByCalled = 0n
  for (const movement of settled.movements) {
    const token = movement.token.toLowerCase()
    if (movement.kind !== 'transfer' && token !== wrapped) continue // another contract's Deposit or Withdrawal
    if (movement.kind === 'transfer') {
      if (movement.from.toLowerCase() === account) add(token, -movement.amount)
      if (movement.to.toLowerCase() === account) add(token, movement.amount)
    } else if (movement.kind === 'deposit') {
      const by = movement.account.toLowerCase()
      if (by === account) add(token, movement.amount)
      else if (by === called) {
        add(NATIVE, 0n) // the coin paid shows where the router wrapped it
        wrappedByCalled += movement.amount
      }
    } else {
      const by = movement.account.toLowerCase()
      if (by === account) {
        add(token, -movement.amount)
        add(NATIVE, movement.amount)
      } else if (by === called && !paysElsewhere) add(NATIVE, movement.amount)
    }
  }
  // the router wraps what it spends of the value sent and gives the rest back (swapETHForExactTokens,
  // addLiquidityETH): that part is what the account paid
  const paid = wrappedByCalled > 0n && wrappedByCalled < settled.value ? wrappedByCalled : settled.value
  if (paid > 0n) {
    if (changes.has(NATIVE)) add(NATIVE, -paid)
    else return new Map([[NATIVE, -paid], ...changes])
  }
  return changes
}

/**
 * A tracked transaction's records rows, from the chain (its receipt's logs, the value sent, gas and block time), never
 * the summary's rounded amounts; the summary gives only the action (its kind: swap, addLiquidity, wrap, send, …;
 * `transaction` for one without). `in` is what the account paid (its ERC-20 transfers out; the native coin sent, less
 * what the router gave back), `out` what it received (transfers to it; the coin the router unwrapped for it), in exact
 * base units; the fee is gasUsed × effectiveGasPrice in the native coin. One row when at most one asset goes each way
 * (a swap, a wrap, a send, an approval); when more move, as adding or removing liquidity, one row per asset of the
 * longer side, in the order they moved, sharing the transaction: the first pairs the first asset paid with the first
 * received (addLiquidity: token A → Fomo-LP, then token B alone; removeLiquidity: Fomo-LP → token 0, then token 1
 * alone), and only the first carries the fee, so that the fee column sums to what was paid. A failed transaction has
 * one row, its fee.
 *
 * @example transactionRecordRows(swap, settled, { chainId: 128, native: { symbol: 'HT', wrapped }, tokenOf })
 * // [{ action: 'swap', in: { symbol: 'HT', raw: 10n ** 18n, decimals: 18 }, out: { symbol: 'USDT', … }, fee: … }]
 */
export function transactionRecordRows(
  summary: TransactionSummary | string | undefined,
  settled: SettledTransaction,
  context: TransactionRecordContext,
): RecordRow[] {
  const amount = (asset: string, raw: bigint): RecordAmount => {
    if (asset === NATIVE) return { symbol: context.native.symbol, raw, decimals: NATIVE_DECIMALS }
    const known = context.tokenOf(asset)
    return { symbol: known?.symbol ?? asset, raw, decimals: known?.decimals ?? 18 }
  }
  const changes = settled.success
    ? [...balanceChanges(settled, summary, context.native.wrapped.toLowerCase())].filter(([, change]) => change !== 0n)
    : []
  const paid = changes.filter(([, change]) => change < 0n).map(([asset, change]) => amount(asset, -change))
  const received = changes.filter(([, change]) => change > 0n).map(([asset, change]) => amount(asset, change))
  const fee = amount(NATIVE, settled.gasUsed * settled.effectiveGasPrice)
  const count = Math.max(paid.length, received.length, 1)
  return Array.from({ length: count }, (_, index) => ({
    time: settled.time,
    chainId: context.chainId,
    txHash: settled.hash,
    action: typeof summary === 'object' ? summary.kind : 'transaction',
    status: settled.success ? 'success' : 'failed',
    account: settled.from.toLowerCase(),
    ...(paid[index] ? { in: paid[index] } : {}),
    ...(received[index] ? { out: received[index] } : {}),
    ...(index === 0 ? { fee } : {}),
  }))
}
