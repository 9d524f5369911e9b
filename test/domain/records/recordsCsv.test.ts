import { describe, expect, it } from 'vitest'
import { bridgeRecordRows } from '../../../src/domain/records/bridgeRecordRows'
import { exchangeRecordRows } from '../../../src/domain/records/exchangeRecordRows'
import type { RecordRow } from '../../../src/domain/records/RecordRow'
import { readAllPages } from '../../../src/domain/records/readAllPages'
import { csvField, csvTimestamp, RECORDS_CSV_COLUMNS, recordsCsv } from '../../../src/domain/records/recordsCsv'
import type { BridgeRecordView } from '../../../src/ports/BridgeApi'

const HEADER = RECORDS_CSV_COLUMNS.join(',')
const row: RecordRow = {
  time: 1_796_025_600, // 2026-11-30T08:00:00Z
  chainId: 128,
  txHash: '0xabc',
  action: 'convert',
  status: 'success',
  account: '0x00000000000000000000000000000000000000aa',
  in: { symbol: 'DK', raw: 300_000_000n * 10n ** 18n, decimals: 18 },
  out: { symbol: 'DK2', raw: 2_985_000_000_000_000_001n, decimals: 18 },
  fee: { symbol: 'DK', raw: 1n, decimals: 18 },
}
const lines = (csv: string) => csv.split('\r\n')

describe('recordsCsv', () => {
  it('writes a header and one CRLF-ended line per row, amounts exact to the wei', () => {
    expect(lines(recordsCsv([row]))).toEqual([
      HEADER,
      '2026-11-30T08:00:00Z,128,0xabc,convert,success,0x00000000000000000000000000000000000000aa,DK,300000000,DK2,2.985000000000000001,0.000000000000000001,DK,,',
      '',
    ])
  })

  it('writes the header alone for an empty list', () => {
    expect(recordsCsv([])).toBe(`${HEADER}\r\n`)
  })

  it('uses the token decimals: 6-decimal USDT, and a negative amount keeps its sign', () => {
    const usdt = recordsCsv([{ ...row, in: { symbol: 'USDT', raw: 1_500_001n, decimals: 6 }, fee: undefined }])
    expect(lines(usdt)[1]).toContain(',USDT,1.500001,DK2,')
    const refund = recordsCsv([{ ...row, in: { symbol: 'USDT', raw: -25n, decimals: 1 } }])
    expect(lines(refund)[1]).toContain(',USDT,-2.5,')
  })

  it('quotes, per RFC 4180, a field holding a comma, a quote or a line break', () => {
    expect(csvField('plain')).toBe('plain')
    expect(csvField('a,b')).toBe('"a,b"')
    expect(csvField('say "hi"')).toBe('"say ""hi"""')
    expect(csvField('two\nlines')).toBe('"two\nlines"')
    expect(csvField('cr\r')).toBe('"cr\r"')
    const odd = recordsCsv([{ ...row, in: { symbol: 'A,"B"', text: '1' } }])
    expect(lines(odd)[1]).toContain(',"A,""B""",1,')
  })

  it('writes times in UTC to the second, whatever the local zone', () => {
    expect(csvTimestamp(0)).toBe('1970-01-01T00:00:00Z')
    expect(csvTimestamp(1_796_025_599)).toBe('2026-11-30T07:59:59Z')
  })
})

const transfer = (over: Partial<BridgeRecordView>): BridgeRecordView => ({
  code: 'c1',
  amount: 10n * 10n ** 18n,
  payout: 9_950_000_000_000_000_000n,
  token: 'AURA',
  sourceChainId: 128,
  targetChainId: 56,
  time: 1_796_025_600,
  status: 'delivered',
  sourceTx: '0x01',
  targetTx: '0x02',
  ...over,
})

describe('bridgeRecordRows', () => {
  it('gives a collected transfer one row on its source chain, the target chain and payout as its counterpart', () => {
    const rows = bridgeRecordRows([transfer({})], '0xAA', () => 18)
    expect(lines(recordsCsv(rows))[1]).toBe(
      '2026-11-30T08:00:00Z,128,0x01,bridge,delivered,0xaa,AURA,10,AURA,9.95,0.05,AURA,56,0x02',
    )
  })

  it('skips a transfer never collected (no on-chain event), and leaves the payout empty until delivered', () => {
    const rows = bridgeRecordRows(
      [
        transfer({ code: 'a', sourceTx: null, time: 0, status: 'signed', targetTx: null }),
        transfer({ targetTx: null }),
      ],
      '0xaa',
      (chainId, symbol) => (chainId === 128 && symbol === 'AURA' ? 6 : 18),
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ counterpartChainId: 56, in: { decimals: 6 } })
    expect(rows[0]!.counterpartTxHash).toBeUndefined()
  })
})

describe('exchangeRecordRows', () => {
  const tokens = { '0xdk': { symbol: 'DK', decimals: 18 }, '0xusdt': { symbol: 'USDT', decimals: 6 } }
  const tokenOf = (chainId: number, address: string) =>
    chainId === 128 ? tokens[address as keyof typeof tokens] : undefined

  it('names the tokens, takes the fee in the input token, and leaves the output of an investment empty', () => {
    const rows = exchangeRecordRows(
      [
        {
          kind: 'converted',
          txHash: '0x1',
          time: 1,
          chainId: 128,
          tokenIn: '0xdk',
          amountIn: 10n ** 18n,
          tokenOut: '0xusdt',
          amountOut: 1_000_001n,
          fee: 10n ** 16n,
        },
        { kind: 'invested', txHash: '0x2', time: 2, chainId: 56, tokenIn: '0xhjw', amountIn: 5n * 10n ** 17n },
      ],
      '0xaa',
      tokenOf,
    )
    expect(lines(recordsCsv(rows)).slice(1, 3)).toEqual([
      '1970-01-01T00:00:01Z,128,0x1,convert,success,0xaa,DK,1,USDT,1.000001,0.01,DK,,',
      '1970-01-01T00:00:02Z,56,0x2,invest,success,0xaa,0xhjw,0.5,,,,,,',
    ])
  })
})

describe('readAllPages', () => {
  it('reads from page 1 until the last page', async () => {
    const asked: number[] = []
    const all = await readAllPages(async (page) => {
      asked.push(page)
      return { hasMore: page < 3, list: [page * 10, page * 10 + 1] }
    })
    expect(asked).toEqual([1, 2, 3])
    expect(all).toEqual([10, 11, 20, 21, 30, 31])
  })

  it('stops, with what to do, at a list that never ends', async () => {
    await expect(readAllPages(async () => ({ hasMore: true, list: [1] }))).rejects.toThrow(/past 1000 pages/)
  })
})
