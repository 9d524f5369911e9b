import { describe, expect, it } from 'vitest'
import type { MiningRecordEvent } from '../../../src/domain/records/MiningRecordEvent'
import { miningRecordRows, readMiningRecords } from '../../../src/domain/records/miningRecordRows'
import type { SettledTransaction } from '../../../src/domain/records/SettledTransaction'

const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const AURA = '0x00000000000000000000000000000000000000f1'
const LP = '0x00000000000000000000000000000000000000a1'
const context = {
  native: { symbol: 'HT', wrapped: '0x00000000000000000000000000000000000000e1' },
  tokenOf: (address: string) => (address === AURA ? { symbol: 'AURA', decimals: 18 } : undefined),
}

const event = (
  kind: MiningRecordEvent['kind'],
  txHash: string,
  blockNumber: number,
  logIndex: number,
  token: string,
  amount: bigint,
): MiningRecordEvent => ({
  kind,
  chainId: 128,
  txHash,
  blockNumber,
  logIndex,
  token,
  amount,
})
const settled = (hash: string, blockNumber: number, time: number): SettledTransaction => ({
  hash,
  from: ACCOUNT.toLowerCase(),
  to: null,
  value: 0n,
  success: true,
  gasUsed: 21_000n,
  effectiveGasPrice: 2_000_000_000n,
  blockNumber,
  time,
  movements: [],
})

describe('miningRecordRows', () => {
  const events = [
    event('miningReward', '0xaa', 10, 3, AURA, 1_500_000_000_000_000_001n),
    // one withdrawal paying two pools' LP: two rows, the fee on the first only
    event('lpWithdraw', '0xbb', 12, 0, LP, 5n * 10n ** 18n),
    event('lpWithdraw', '0xbb', 12, 4, LP, 10n ** 18n),
  ]
  const transactions = new Map([
    ['0xaa', settled('0xaa', 10, 1_800_000_000)],
    ['0xbb', settled('0xbb', 12, 1_800_000_060)],
  ])

  it('writes a row per payout, newest first, with the amount exact and the gas fee once per transaction', () => {
    const rows = miningRecordRows(events, transactions, ACCOUNT, context)
    expect(rows.map((row) => [row.txHash, row.action, row.time])).toEqual([
      ['0xbb', 'lpWithdraw', 1_800_000_060],
      ['0xbb', 'lpWithdraw', 1_800_000_060],
      ['0xaa', 'miningReward', 1_800_000_000],
    ])
    expect(rows.map((row) => row.fee)).toEqual([
      { symbol: 'HT', raw: 42_000_000_000_000n, decimals: 18 },
      undefined,
      { symbol: 'HT', raw: 42_000_000_000_000n, decimals: 18 },
    ])
    expect(rows[2]).toMatchObject({
      account: ACCOUNT.toLowerCase(),
      status: 'success',
      out: { symbol: 'AURA', raw: 1_500_000_000_000_000_001n, decimals: 18 },
    })
    // a token the context does not name is written by its address
    expect(rows.map((row) => row.out)).toContainEqual({ symbol: LP, raw: 5n * 10n ** 18n, decimals: 18 })
    expect(rows[0]!.out).toEqual({ symbol: LP, raw: 10n ** 18n, decimals: 18 }) // the later log of the block first
  })

  it('reads each transaction once and leaves out a payout whose transaction the chain does not return', async () => {
    const asked: string[] = []
    const rows = await readMiningRecords(
      events,
      async (hash) => {
        asked.push(hash)
        return hash === '0xaa' ? (transactions.get(hash) ?? null) : null
      },
      ACCOUNT,
      context,
    )
    expect(asked).toEqual(['0xaa', '0xbb'])
    expect(rows.map((row) => row.txHash)).toEqual(['0xaa'])
  })
})
