import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PgBridgeEvents } from '../../../src/adapters/db/PgBridgeEvents'
import { PgChainEventStore } from '../../../src/adapters/db/PgChainEventStore'
import type { SqlDatabase } from '../../../src/adapters/db/SqlDatabase'
import type { BridgeEvent, CollectedEvent } from '../../../src/domain/bridge/BridgeEvent'
import { testDatabases } from '../../server/support/testDatabases'

const ALICE = '0x00000000000000000000000000000000000000aa'
const BOB = '0x00000000000000000000000000000000000000bb'
const TOKEN = '0x00000000000000000000000000000000000000c1'
const BRIDGE = '0x00000000000000000000000000000000000000b0'
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`
const block = (number: number) => ({ number, hash: `0xb${number}`, parentHash: `0xb${number - 1}`, timestamp: number })
const origin = (blockNumber: number, logIndex = 0) => ({
  chainId: 128,
  blockNumber,
  logIndex,
  txHash: hash(blockNumber),
  time: 1_000 + blockNumber,
  bridge: BRIDGE,
})
const collection = (blockNumber: number, logIndex: number, nonce: bigint): CollectedEvent => ({
  kind: 'collected',
  ...origin(blockNumber, logIndex),
  sender: ALICE,
  token: TOKEN,
  code: `0x${BOB.slice(2)}00000038${nonce.toString(16).padStart(16, '0')}`,
  recipient: BOB,
  targetChainId: 56,
  amount: 2n ** 200n, // beyond 2^64, so a lossy column would show
  destroyAmount: 2n ** 190n,
  fee: 2n ** 180n,
  payout: 2n ** 200n - 2n ** 190n - 2n ** 180n,
  nonce,
})

const events: BridgeEvent[] = [
  collection(1, 0, 0n),
  collection(1, 2, 1n),
  { kind: 'collectionVoided', ...origin(2), nonce: 2n ** 63n },
  {
    kind: 'transferred',
    ...origin(3, 4),
    key: hash(0xfeed),
    recipient: BOB,
    token: TOKEN,
    amount: 2n ** 100n,
    sourceChainId: 56,
    sourceTxHash: hash(0xabc),
    sourceNonce: 2n ** 63n + 7n, // wider than a bigint column: a lossy column would show
  },
  collection(4, 1, 2n),
]

describe.each(testDatabases())('bridge events on $name', (database) => {
  let db: SqlDatabase
  beforeAll(async () => {
    db = await database.open()
  })
  afterAll(async () => {
    await db?.close()
    await database.cleanup()
  })

  it('stores each kind in its table with its range, reads them back exactly, and forgets them on a rollback', async () => {
    const store = new PgChainEventStore(db)
    const stored = new PgBridgeEvents(db)
    const range = {
      chainId: 128,
      pairs: [],
      events: [],
      bridgeEvents: events,
      blocks: [block(1), block(4)],
      checkpoint: { number: 4, hash: '0xb4' },
    }
    await store.commitRange(range)
    await store.commitRange(range) // idempotent
    const [first, second, voided, transfer, third] = events as [
      CollectedEvent,
      CollectedEvent,
      BridgeEvent,
      BridgeEvent,
      CollectedEvent,
    ]
    expect(await stored.collectionsSince(128, undefined, 9, 10)).toEqual([first, second, third])
    expect(await stored.collectionsSince(128, undefined, 9, 2)).toEqual([first, second])
    expect(await stored.collectionsSince(128, first, 9, 10)).toEqual([second, third])
    expect(await stored.collectionsSince(128, undefined, 3, 10)).toEqual([first, second])
    expect(await stored.collectionsSince(56, undefined, 9, 10)).toEqual([])
    expect(await stored.collectionByCode(second.code)).toEqual(second)
    expect(await stored.collectionByCode(second.code, 128)).toEqual(second)
    expect(await stored.collectionByCode(second.code, 56)).toBeUndefined()
    expect(await stored.collectionByCode('0x12')).toBeUndefined()
    expect(await stored.collectionsByCodes([third.code, first.code])).toEqual([first, third])
    expect(await stored.collectionsByCodes([])).toEqual([])
    expect(await stored.transfersByKey(128, [hash(0xfeed).toUpperCase().replace('0X', '0x')])).toEqual([transfer])
    expect(await stored.transfersByKey(56, [hash(0xfeed)])).toEqual([])
    expect(await stored.voids(128, [2n ** 63n, 5n])).toEqual([voided])
    expect(await stored.voids(128, [])).toEqual([])

    // a reorganisation back to block 2 keeps the void and the first two collections
    await store.rollbackTo(128, { number: 2, hash: '0xb2' })
    expect(await stored.collectionsSince(128, undefined, 9, 10)).toEqual([first, second])
    expect(await stored.transfersByKey(128, [hash(0xfeed)])).toEqual([])
    expect(await stored.voids(128, [2n ** 63n])).toEqual([voided])
    await store.rollbackTo(128, undefined)
    expect(await stored.collectionsSince(128, undefined, 9, 10)).toEqual([])
    expect(await stored.voids(128, [2n ** 63n])).toEqual([])
  })

  it('refuses a mixed-case address or a malformed code', async () => {
    const store = new PgChainEventStore(db)
    const bad = { ...collection(7, 0, 9n), recipient: BOB.toUpperCase().replace('0X', '0x') }
    const range = {
      chainId: 128,
      pairs: [],
      events: [],
      bridgeEvents: [bad],
      blocks: [block(7)],
      checkpoint: { number: 7, hash: '0xb7' },
    }
    await expect(store.commitRange(range)).rejects.toThrow()
    const short = { ...collection(7, 0, 9n), code: '0x1234' }
    await expect(store.commitRange({ ...range, bridgeEvents: [short] })).rejects.toThrow()
  })
})
