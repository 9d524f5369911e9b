import { runInAction } from 'mobx'
import { describe, expect, it } from 'vitest'
import type { ExchangeRecordView } from '../../../../src/ports/ExchangeApi'
import { ExchangeRecordsStore } from '../../../../src/ui/features/exchange/ExchangeRecordsStore'
import { flushPromises } from '../../../doubles/flushPromises'
import { ACCOUNT, DK, exchangeParts } from './exchangeFixtures'

const record = (n: number): ExchangeRecordView => ({
  kind: 'converted',
  txHash: `0x${n}`,
  time: n,
  chainId: 128,
  tokenIn: DK,
  amountIn: BigInt(n),
})

describe('ExchangeRecordsStore (records paged from 1 with look more, spec section 2)', () => {
  it('reads page 1, appends page 2 on look more, and starts again for another account', async () => {
    const { session, state, api } = exchangeParts()
    api.pages = [
      { page: 1, total: 3, hasMore: true, list: [record(3), record(2)] },
      { page: 2, total: 3, hasMore: false, list: [record(1)] },
    ]
    const store = new ExchangeRecordsStore(session, (chainId, account, page) => api.dkRecords(chainId, account, page))
    const stop = store.watch()
    await flushPromises()
    expect(store.records.map((r) => r.txHash)).toEqual(['0x3', '0x2'])
    expect(store.hasMore).toBe(true)
    await store.more()
    expect(store.records.map((r) => r.txHash)).toEqual(['0x3', '0x2', '0x1'])
    expect(store.hasMore).toBe(false)

    const other = '0x00000000000000000000000000000000000000bb'
    runInAction(() => (state.account = other))
    await flushPromises()
    expect(store.records.map((r) => r.txHash)).toEqual(['0x3', '0x2'])
    expect(api.calls).toEqual([`dkRecords:128:${ACCOUNT}:1`, `dkRecords:128:${ACCOUNT}:2`, `dkRecords:128:${other}:1`])
    runInAction(() => (state.account = undefined))
    await flushPromises()
    expect([store.records, store.loaded]).toEqual([[], false])
    stop()
  })

  it('builds the whole list as CSV for the download, every page, the tokens named (issue 30 item 10)', async () => {
    const { session, api } = exchangeParts()
    api.pages = [
      { page: 1, total: 3, hasMore: true, list: [record(3), record(2)] },
      { page: 2, total: 3, hasMore: false, list: [record(1)] },
    ]
    const store = new ExchangeRecordsStore(session, (chainId, account, page) => api.dkRecords(chainId, account, page))
    const lines = (await store.csv()).split('\r\n')
    expect(lines.slice(1)).toEqual([
      `1970-01-01T00:00:03Z,128,0x3,convert,success,${ACCOUNT.toLowerCase()},DK,0.000000000000000003,,,,,,`,
      `1970-01-01T00:00:02Z,128,0x2,convert,success,${ACCOUNT.toLowerCase()},DK,0.000000000000000002,,,,,,`,
      `1970-01-01T00:00:01Z,128,0x1,convert,success,${ACCOUNT.toLowerCase()},DK,0.000000000000000001,,,,,,`,
      '',
    ])
  })
})
