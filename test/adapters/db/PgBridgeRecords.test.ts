import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PgBridgeRecords } from '../../../src/adapters/db/PgBridgeRecords'
import { PgBridgeRelays } from '../../../src/adapters/db/PgBridgeRelays'
import { PgBridgeReservations } from '../../../src/adapters/db/PgBridgeReservations'
import { PgChainEventStore } from '../../../src/adapters/db/PgChainEventStore'
import type { SqlDatabase } from '../../../src/adapters/db/SqlDatabase'
import type { BridgeEvent } from '../../../src/domain/bridge/BridgeEvent'
import { encodeBridgeCode } from '../../../src/domain/bridge/bridgeCode'
import { testDatabases } from '../../server/support/testDatabases'

const ALICE = '0x00000000000000000000000000000000000000aa'
const BOB = '0x00000000000000000000000000000000000000bb'
const TOKEN = '0x00000000000000000000000000000000000000d1'
const TWIN = '0x00000000000000000000000000000000000000d2'
const BRIDGE = '0x00000000000000000000000000000000000000c0'
const NOON = 1_795_521_600
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`
const block = (number: number) => ({
  number,
  hash: hash(1_000 + number),
  parentHash: hash(999 + number),
  timestamp: NOON + number,
})

describe.each(testDatabases())('bridge records on $name', (database) => {
  let db: SqlDatabase
  let records: PgBridgeRecords
  beforeAll(async () => {
    db = await database.open()
    records = new PgBridgeRecords(db)
  })
  afterAll(async () => {
    await db?.close()
    await database.cleanup()
  })

  const collected = (chainId: number, blockNumber: number, code: string, nonce: bigint): BridgeEvent => ({
    kind: 'collected',
    chainId,
    blockNumber,
    logIndex: 1,
    txHash: hash(blockNumber),
    time: NOON + blockNumber,
    bridge: BRIDGE,
    sender: ALICE,
    token: TOKEN,
    code,
    recipient: BOB,
    targetChainId: chainId === 128 ? 56 : 128,
    amount: 2n ** 100n,
    destroyAmount: 2n,
    fee: 3n,
    payout: 2n ** 100n - 5n,
    nonce,
  })

  it('joins each code reservation, collection, payout, void and relay, and pages a sender newest first', async () => {
    const reservations = new PgBridgeReservations(db)
    const reserve = (at: number) =>
      reservations.reserve(
        {
          consentNonce: BigInt(at),
          sourceChainId: 128,
          targetChainId: 56,
          sender: ALICE,
          recipient: BOB,
          token: TOKEN,
          amount: 2n ** 100n,
          payout: 2n ** 100n - 5n,
          quotaAmount: 1n,
          deadline: NOON + 600,
        },
        10n,
        at,
      )
    const [paid, failing, voided] = [await reserve(NOON), await reserve(NOON + 1), await reserve(NOON + 2)]
    const unreserved = encodeBridgeCode({ recipient: BOB, targetChainId: 128, nonce: 999n }).toLowerCase()
    const store = new PgChainEventStore(db)
    await store.commitRange({
      chainId: 128,
      pairs: [],
      events: [],
      bridgeEvents: [
        collected(128, 5, paid.code, paid.nonce),
        collected(128, 6, failing.code, failing.nonce),
        {
          kind: 'collectionVoided',
          chainId: 128,
          blockNumber: 7,
          logIndex: 0,
          txHash: hash(7),
          time: NOON + 7,
          bridge: BRIDGE,
          nonce: voided.nonce,
        },
      ],
      blocks: [block(5), block(7)],
      checkpoint: { number: 7, hash: block(7).hash },
    })
    await store.commitRange({
      chainId: 56,
      pairs: [],
      events: [],
      bridgeEvents: [
        collected(56, 20, unreserved, 999n),
        {
          kind: 'transferred',
          chainId: 56,
          blockNumber: 21,
          logIndex: 0,
          txHash: hash(21),
          time: NOON + 21,
          bridge: BRIDGE,
          key: hash(77),
          recipient: BOB,
          token: TWIN,
          amount: 2n ** 100n - 5n,
          sourceChainId: 128,
          sourceTxHash: hash(5),
          sourceNonce: paid.nonce,
        },
      ],
      blocks: [block(21)],
      checkpoint: { number: 21, hash: block(21).hash },
    })
    const relays = new PgBridgeRelays(db)
    await relays.recordIntent(
      {
        sourceChainId: 128,
        sourceTxHash: hash(6),
        sourceLogIndex: 1,
        sourceBlockNumber: 6,
        key: hash(78),
        targetChainId: 56,
        code: failing.code,
        sourceToken: TOKEN,
        token: TWIN,
        recipient: BOB,
        amount: 2n ** 100n - 5n,
      },
      1_000,
    )
    await relays.recordFailure(hash(78), 'target node down', 9_500, 2_000)

    expect(await records.ofCode(paid.code)).toEqual({
      code: paid.code,
      reservation: expect.objectContaining({
        sourceChainId: 128,
        nonce: paid.nonce,
        quotaAmount: 1n,
        returnedAt: null,
      }),
      collection: expect.objectContaining({
        chainId: 128,
        txHash: hash(5),
        logIndex: 1,
        blockNumber: 5,
        blockTime: NOON + 5,
      }),
      voided: false,
      transfer: { txHash: hash(21), blockTime: NOON + 21 },
    })
    expect(await records.ofCode(failing.code)).toMatchObject({
      relay: { state: 'failed', targetTxHash: null, attempts: 1, lastError: 'target node down', nextAttemptAt: 9_500 },
      voided: false,
    })
    expect(await records.ofCode(failing.code)).not.toHaveProperty('transfer')
    expect(await records.ofCode(voided.code)).toMatchObject({ voided: true })
    expect(await records.ofCode(voided.code)).not.toHaveProperty('collection')
    expect(await records.ofCode(unreserved)).toMatchObject({ collection: { chainId: 56, payout: 2n ** 100n - 5n } })
    expect(await records.ofCode(unreserved)).not.toHaveProperty('reservation')
    expect(await records.ofCode(hash(5))).toBeUndefined()

    // newest first: the unreserved collection (its block time), then the reservations by their time
    const first = await records.ofSender(ALICE, 0, 2)
    expect(first.total).toBe(4)
    expect(first.records.map((record) => record.code)).toEqual([unreserved, voided.code])
    const second = await records.ofSender(ALICE, 2, 2)
    expect(second.records.map((record) => record.code)).toEqual([failing.code, paid.code])
    expect(await records.ofSender(BOB, 0, 10)).toEqual({ records: [], total: 0 })

    // a reorganisation of chain 128 forgets its collections: the reservations stand alone again
    await store.rollbackTo(128, { number: 4, hash: hash(1_004) })
    expect(await records.ofCode(paid.code)).not.toHaveProperty('collection')
  })
})
