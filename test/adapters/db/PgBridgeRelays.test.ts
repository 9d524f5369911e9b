import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PgBridgeRelays } from '../../../src/adapters/db/PgBridgeRelays'
import type { SqlDatabase } from '../../../src/adapters/db/SqlDatabase'
import { bridgeTransferKey } from '../../../src/domain/bridge/bridgeTransferKey'
import type { RelayIntent } from '../../../src/ports/BridgeRelays'
import { testDatabases } from '../../server/support/testDatabases'

const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`
const address = (n: number) => `0x${n.toString(16).padStart(40, '0')}`

/** The collection at `block`/`logIndex`, of nonce block × 1000 + logIndex unless `nonce` says otherwise. */
function intent(sourceChainId: number, block: number, logIndex: number, nonce = block * 1_000 + logIndex): RelayIntent {
  const sourceTxHash = hash(block * 1_000 + logIndex)
  return {
    sourceChainId,
    sourceTxHash,
    sourceLogIndex: logIndex,
    sourceBlockNumber: block,
    key: bridgeTransferKey(sourceChainId, BigInt(nonce)),
    targetChainId: sourceChainId === 128 ? 56 : 128,
    code: `0x${'00'.repeat(20)}00000038${nonce.toString(16).padStart(16, '0')}`,
    sourceToken: address(0xa),
    token: address(0xb),
    recipient: address(0xbeef),
    amount: 2n ** 100n + 7n, // wider than 64 bits: a lossy column would show
  }
}

describe.each(testDatabases())('bridge relays on $name', (database) => {
  let db: SqlDatabase
  let relays: PgBridgeRelays
  beforeAll(async () => {
    db = await database.open()
    relays = new PgBridgeRelays(db)
  })
  afterAll(async () => {
    await db?.close()
    await database.cleanup()
  })

  it('walks intent -> sent -> delivered, one row per collection, delivered is final', async () => {
    const first = intent(128, 10, 2)
    expect(await relays.lastRelayed(128)).toBeUndefined()
    const recorded = await relays.recordIntent(first, 1_000)
    expect(recorded).toEqual({
      ...first,
      state: 'intent',
      targetTxHash: null,
      attempts: 1,
      lastError: null,
      nextAttemptAt: null,
      createdAt: 1_000,
      updatedAt: 1_000,
    })
    expect(await relays.lastRelayed(128)).toEqual({ blockNumber: 10, logIndex: 2 })
    expect(await relays.lastRelayed(56)).toBeUndefined()

    await relays.recordSent(first.key, hash(0xfeed), 1_100)
    expect(await relays.relayOf(128, first.sourceTxHash, 2)).toMatchObject({
      state: 'sent',
      targetTxHash: hash(0xfeed),
    })
    expect((await relays.unfinished(128)).map((r) => r.key)).toEqual([first.key])

    await relays.recordDelivered(first.key, null, 1_200) // the transaction already recorded stays
    expect(await relays.relayOf(128, first.sourceTxHash, 2)).toMatchObject({
      state: 'delivered',
      targetTxHash: hash(0xfeed),
      updatedAt: 1_200,
    })
    expect(await relays.unfinished(128)).toEqual([])
    // nothing moves a delivered relay again: no new intent, no failure, no other transaction
    expect(await relays.recordIntent(first, 1_300)).toBeUndefined()
    await relays.recordFailure(first.key, 'late', 9_999, 1_300)
    await relays.recordSent(first.key, hash(0xbad), 1_300)
    await relays.recordDelivered(first.key, hash(0xbad), 1_300)
    expect(await relays.relayOf(128, first.sourceTxHash, 2)).toMatchObject({
      state: 'delivered',
      targetTxHash: hash(0xfeed),
      attempts: 1,
      lastError: null,
      updatedAt: 1_200,
    })
  })

  it('records failures with their back-off, and each retry as one more attempt', async () => {
    const second = intent(128, 12, 0)
    await relays.recordIntent(second, 2_000)
    await relays.recordFailure(second.key, 'connect ECONNREFUSED', 3_000, 2_000)
    expect(await relays.relayOf(128, second.sourceTxHash, 0)).toMatchObject({
      state: 'failed',
      attempts: 1,
      lastError: 'connect ECONNREFUSED',
      nextAttemptAt: 3_000,
    })
    const retried = await relays.recordIntent(second, 3_000)
    expect(retried).toMatchObject({
      state: 'intent',
      attempts: 2,
      lastError: 'connect ECONNREFUSED',
      nextAttemptAt: null,
    })
    expect(retried?.createdAt).toBe(2_000)
    expect(await relays.lastRelayed(128)).toEqual({ blockNumber: 12, logIndex: 0 })
    // once delivered, the old failure is gone: the status would show it as if delivery still failed
    await relays.recordDelivered(second.key, hash(0xd0e), 4_000)
    expect(await relays.relayOf(128, second.sourceTxHash, 0)).toMatchObject({
      state: 'delivered',
      attempts: 2,
      lastError: null,
    })
  })

  it('orders the unfinished relays and the resume point by block and log index, numerically', async () => {
    for (const [block, logIndex] of [
      [100, 1],
      [99, 7],
      [100, 0],
    ] as const) {
      await relays.recordIntent(intent(56, block, logIndex), 5_000)
    }
    expect((await relays.unfinished(56)).map((r) => [r.sourceBlockNumber, r.sourceLogIndex])).toEqual([
      [99, 7],
      [100, 0],
      [100, 1],
    ])
    expect(await relays.lastRelayed(56)).toEqual({ blockNumber: 100, logIndex: 1 })
  })

  it('refuses a key recorded for another collection, and a sent state without its transaction', async () => {
    const a = intent(128, 20, 0)
    await expect(relays.recordIntent({ ...intent(128, 21, 0), key: a.key }, 1)).resolves.toBeDefined()
    await expect(relays.recordIntent({ ...intent(128, 22, 0), key: a.key }, 1)).rejects.toThrow()
    await expect(
      db.query(`update bridge_relays set state = 'sent', target_tx_hash = null where source_block_number = 21`),
    ).rejects.toThrow()
  })

  // issue 27 item 4: a deep reorganisation re-includes a collection at another place; its code (and nonce) are the same
  it('keeps one relay per code: a collection re-included elsewhere is the same relay, and a delivered one stays paid', async () => {
    const first = intent(128, 30, 1, 3_000_001)
    await relays.recordIntent(first, 1)
    const moved = { ...intent(128, 31, 4, 3_000_001) } // same nonce, so the same code and key, at block 31 log 4
    expect(moved.code).toBe(first.code)
    const again = await relays.recordIntent(moved, 2)
    expect(again).toMatchObject({ sourceBlockNumber: 31, sourceLogIndex: 4, key: first.key, attempts: 2 })
    expect(await relays.relayOf(128, first.sourceTxHash, 1)).toBeUndefined()
    await relays.recordDelivered(first.key, hash(0xd1), 3)
    expect(await relays.recordIntent(intent(128, 32, 0, 3_000_001), 4)).toBeUndefined() // delivered is final
    const rows = await db.query<{ n: string }>(`select count(*)::text as n from bridge_relays where code = $1`, [
      first.code,
    ])
    expect(rows[0]?.n).toBe('1')
  })
})
