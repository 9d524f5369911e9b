import { MaxUint256, parseEther, Wallet } from 'ethers'
import { expect } from 'vitest'
import { DevToken__factory, FomoPair__factory, FomoRouter__factory } from '../../../../src/adapters/contracts/generated'
import type { SqlDatabase } from '../../../../src/adapters/db/SqlDatabase'
import { devAccounts } from '../../../../src/adapters/devnet/devAccounts'
import type { DeploymentRecord } from '../../../../src/domain/deployment/DeploymentRecord'
import type { ForkedChain } from '../../../support/forkDevnet'

/** The address of a seeded token by symbol. */
export function tokenOf(record: DeploymentRecord, symbol: string): string {
  const token = record.tokens.find((t) => t.symbol === symbol)
  if (!token) throw new Error(`no ${symbol} on chain ${record.chainId}`)
  return token.address
}

/**
 * Sends `count` router swaps of `amount` along `symbols` from dev account `account` (one approval first), with
 * explicit nonces so that they go out without waiting, then waits for the last. Returns the swap tx hashes.
 */
export async function sendSwaps(
  chain: ForkedChain,
  {
    count,
    symbols,
    account = 1,
    amount = '1',
  }: { count: number; symbols: string[]; account?: number; amount?: string },
): Promise<string[]> {
  const wallet = new Wallet(devAccounts()[account]!.privateKey, chain.provider)
  const router = FomoRouter__factory.connect(chain.record.contracts.router, wallet)
  const path = symbols.map((symbol) => tokenOf(chain.record, symbol))
  let nonce = await chain.provider.getTransactionCount(wallet.address, 'pending')
  const input = DevToken__factory.connect(path[0]!, wallet)
  await (await input.approve(chain.record.contracts.router, MaxUint256, { nonce: nonce++ })).wait()
  const deadline = 4_000_000_000n
  const sent = []
  for (let i = 0; i < count; i++) {
    sent.push(
      await router.swapExactTokensForTokens(parseEther(amount), 0n, path, wallet.address, deadline, {
        nonce: nonce++,
        gasLimit: 2_000_000n,
      }),
    )
  }
  await sent.at(-1)?.wait()
  return sent.map((tx) => tx.hash.toLowerCase())
}

/** One event as a comparable line: key, block, kind and amounts. */
type EventLine = string

/** The pair events on the chain now (read with the ABI through ethers, independent of the indexer's decoder). */
export async function canonicalPairEvents(chain: ForkedChain, pairs: string[]): Promise<EventLine[]> {
  const face = FomoPair__factory.createInterface()
  const logs = await chain.provider.getLogs({ fromBlock: chain.record.startBlock, toBlock: 'latest', address: pairs })
  const lines: EventLine[] = []
  for (const log of logs) {
    const parsed = face.parseLog(log)
    if (!parsed || !['Swap', 'Mint', 'Burn', 'Sync'].includes(parsed.name)) continue
    const a = parsed.args
    const amounts =
      parsed.name === 'Swap'
        ? [a.amount0In, a.amount1In, a.amount0Out, a.amount1Out]
        : parsed.name === 'Mint'
          ? [a.amount0, a.amount1, 0n, 0n]
          : parsed.name === 'Burn'
            ? [0n, 0n, a.amount0, a.amount1]
            : [a.reserve0, a.reserve1, 0n, 0n]
    lines.push(
      [
        log.transactionHash.toLowerCase(),
        log.index,
        log.blockNumber,
        log.address.toLowerCase(),
        parsed.name.toLowerCase(),
        ...amounts,
      ].join(' '),
    )
  }
  return lines.sort()
}

/** The pair events the database holds for `chainId`, in the same line format. */
export async function storedPairEvents(db: SqlDatabase, chainId: number): Promise<EventLine[]> {
  const rows = await db.query<Record<string, string>>(
    `select tx_hash, log_index::text, block_number::text, pair, kind,
       case when kind = 'sync' then reserve0 when kind = 'burn' then 0 else amount0_in end::text as a,
       case when kind = 'sync' then reserve1 when kind = 'burn' then 0 else amount1_in end::text as b,
       case when kind = 'burn' then amount0_out when kind = 'swap' then amount0_out else 0 end::text as c,
       case when kind = 'burn' then amount1_out when kind = 'swap' then amount1_out else 0 end::text as d
     from pair_events where chain_id = $1`,
    [chainId],
  )
  const lines = rows.map((r) => {
    if (r.kind === 'burn') return [r.tx_hash, r.log_index, r.block_number, r.pair, r.kind, 0, 0, r.c, r.d].join(' ')
    return [r.tx_hash, r.log_index, r.block_number, r.pair, r.kind, r.a, r.b, r.c, r.d].join(' ')
  })
  return lines.sort()
}

/**
 * The exact check after a writer was killed: the database holds every pair event of the chain's pairs (the pairs it
 * indexed) exactly once, none lost, none doubled, none extra, compared with eth_getLogs; each of `swaps` (tx hashes)
 * is among its swaps.
 */
export async function expectPairEventsIndexedOnce(db: SqlDatabase, chain: ForkedChain, swaps: string[]): Promise<void> {
  const pairs = (
    await db.query<{ address: string }>('select address from pairs where chain_id = $1', [chain.chainId])
  ).map((row) => row.address)
  const stored = await storedPairEvents(db, chain.chainId)
  const canonical = await canonicalPairEvents(chain, pairs)
  expect(new Set(stored).size).toBe(stored.length) // no event doubled
  expect(stored).toEqual(canonical) // none lost, none extra
  const swapTxs = new Set(stored.filter((line) => line.includes(' swap ')).map((line) => line.split(' ')[0]))
  for (const hash of swaps) expect(swapTxs.has(hash.toLowerCase()), `swap ${hash} indexed`).toBe(true)
}
