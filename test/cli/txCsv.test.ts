import type { JsonRpcProvider } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DevToken__factory, FomoFactory__factory } from '../../src/adapters/contracts/generated'
import { devAccounts } from '../../src/adapters/devnet/devAccounts'
import { formatUnits } from '../../src/domain/format/formatUnits'
import { csvTimestamp } from '../../src/domain/records/recordsCsv'
import { parseCsv } from '../support/parseCsv'
import { type Harness, startHarness } from '../support/startHarness'

let harness: Harness
beforeAll(async () => {
  harness = await startHarness()
})
afterAll(() => harness?.close())

const ACCOUNT = devAccounts()[6]!.address
const json = (...args: string[]) => harness.json(['--chain', '128', ...args])

/** Each asset (symbol, or a pair's address for its LP token) with its decimals, as the CSV writes it. */
async function assets(): Promise<{ symbol: string; decimals: number; balanceAt(block: number): Promise<bigint> }[]> {
  const { record, provider } = harness.chain(128)
  const erc20 = (symbol: string, address: string, decimals: number) => {
    const contract = DevToken__factory.connect(address, provider)
    return { symbol, decimals, balanceAt: (blockTag: number) => contract.balanceOf(ACCOUNT, { blockTag }) }
  }
  const known = (symbol: string) => {
    const t = record.tokens.find((candidate) => candidate.symbol === symbol)!
    return erc20(symbol, t.address, t.decimals)
  }
  const factory = FomoFactory__factory.connect(record.contracts.factory, provider)
  const address = (symbol: string) => record.tokens.find((t) => t.symbol === symbol)!.address
  const pair = await factory.getPair(address('AURA'), address('USDT'))
  return [
    known('AURA'),
    known('USDT'),
    erc20(pair.toLowerCase(), pair, 18),
    { symbol: 'HT', decimals: 18, balanceAt: (blockTag: number) => provider.getBalance(ACCOUNT, blockTag) },
  ]
}

/** What the account's balances changed by in `hash`'s block (automined: one transaction a block), fee given back. */
async function changesOf(provider: JsonRpcProvider, hash: string) {
  const receipt = (await provider.getTransactionReceipt(hash))!
  const fee = receipt.gasUsed * receipt.gasPrice
  const changes: string[] = []
  for (const asset of await assets()) {
    let change = (await asset.balanceAt(receipt.blockNumber)) - (await asset.balanceAt(receipt.blockNumber - 1))
    if (asset.symbol === 'HT') change += fee
    if (change !== 0n) changes.push(`${asset.symbol} ${formatUnits(change, asset.decimals)}`)
  }
  const block = (await provider.getBlock(receipt.blockNumber))!
  return { changes: changes.sort(), fee: formatUnits(fee, 18), time: csvTimestamp(block.timestamp) }
}

describe('fomo tx --csv', () => {
  it('writes each swap and liquidity change as the chain moved it: amounts to the wei, fee gasUsed × price', async () => {
    for (const args of [
      ['swap', '100', 'AURA', 'USDT', '--yes'],
      ['swap', '1', 'HT', 'USDT', '--yes'],
      ['pool', 'add', 'AURA', 'USDT', '10'],
      ['pool', 'remove', 'AURA', 'USDT', '100'],
    ]) {
      const sent = await json(...args, '--account', '6')
      expect(sent.code, sent.stderr).toBe(0)
    }
    const listed = await json('tx', '--address', ACCOUNT)
    const transactions: { hash: string; details: { kind: string } }[] = listed.body.transactions
    expect(transactions.map((tx) => tx.details.kind)).toEqual(
      expect.arrayContaining(['approve', 'swap', 'addLiquidity', 'removeLiquidity']),
    )
    const run = await harness.run(['--json', '--chain', '128', 'tx', '--csv', '--address', ACCOUNT])
    expect(run.code, run.stderr).toBe(0)
    const rows = parseCsv(run.stdout)
    expect([...new Set(rows.map((row) => row.tx_hash))]).toEqual(transactions.map((tx) => tx.hash.toLowerCase()))
    const { provider } = harness.chain(128)
    for (const tx of transactions) {
      const mine = rows.filter((row) => row.tx_hash === tx.hash.toLowerCase())
      const chain = await changesOf(provider, tx.hash)
      const written = mine
        .flatMap((row) => [
          ...(row.token_in ? [`${row.token_in} -${row.amount_in}`] : []),
          ...(row.token_out ? [`${row.token_out} ${row.amount_out}`] : []),
        ])
        .sort()
      expect(written, tx.details.kind).toEqual(chain.changes)
      expect(mine.map((row) => [row.fee, row.fee_token])).toEqual(
        mine.map((_, index) => (index === 0 ? [chain.fee, 'HT'] : ['', ''])),
      )
      for (const row of mine)
        expect(row).toMatchObject({
          timestamp: chain.time,
          chain_id: '128',
          action: tx.details.kind,
          status: 'success',
          account: ACCOUNT.toLowerCase(),
        })
      expect(mine).toHaveLength(tx.details.kind.endsWith('Liquidity') ? 2 : 1)
    }
  })
})
