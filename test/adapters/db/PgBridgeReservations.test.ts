import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { PgBridgeReservations } from '../../../src/adapters/db/PgBridgeReservations'
import type { SqlDatabase } from '../../../src/adapters/db/SqlDatabase'
import { decodeBridgeCode } from '../../../src/domain/bridge/bridgeCode'
import { BridgeCodeLandedError } from '../../../src/domain/errors/BridgeCodeLandedError'
import { BridgeCodeStillLiveError } from '../../../src/domain/errors/BridgeCodeStillLiveError'
import { BridgeQuotaExceededError } from '../../../src/domain/errors/BridgeQuotaExceededError'
import { UnknownBridgeCodeError } from '../../../src/domain/errors/UnknownBridgeCodeError'
import type { BridgeReservationRequest } from '../../../src/ports/BridgeReservations'
import { testDatabases } from '../../server/support/testDatabases'

const ALICE = '0x00000000000000000000000000000000000000aa'
const BOB = '0x00000000000000000000000000000000000000bb'
const TOKEN = '0x00000000000000000000000000000000000000d1'
/** 2026-11-24T12:00:00Z */
const NOON = 1_795_521_600
/** Each request spends a consent nonce of its own unless `over` names one. */
let consents = 0n
const request = (over: Partial<BridgeReservationRequest> = {}): BridgeReservationRequest => ({
  consentNonce: ++consents,
  sourceChainId: 128,
  targetChainId: 56,
  sender: ALICE,
  recipient: BOB,
  token: TOKEN,
  amount: 2n ** 100n,
  payout: 2n ** 99n,
  quotaAmount: 37n,
  deadline: NOON + 600,
  ...over,
})

describe.each(testDatabases())('bridge reservations on $name', (database) => {
  let db: SqlDatabase
  let reservations: PgBridgeReservations
  beforeAll(async () => {
    db = await database.open()
    reservations = new PgBridgeReservations(db)
  })
  afterAll(async () => {
    await db?.close()
    await database.cleanup()
  })
  beforeEach(async () => {
    await db.exec(
      'delete from bridge_reservations; delete from bridge_collections; delete from bridge_voids; delete from chain_checkpoints; delete from chain_blocks',
    )
  })

  /** The indexer stood on a block of `chainId` at `timestamp`. */
  const indexedHead = async (chainId: number, number: number, timestamp: number) => {
    await db.query(
      'insert into chain_blocks (chain_id, number, hash, parent_hash, timestamp) values ($1, $2, $3, $4, $5)',
      [chainId, number, `0xb${number}`, `0xb${number - 1}`, timestamp],
    )
    await db.query(
      `insert into chain_checkpoints (chain_id, block_number, block_hash) values ($1, $2, $3)
       on conflict (chain_id) do update set block_number = excluded.block_number, block_hash = excluded.block_hash`,
      [chainId, number, `0xb${number}`],
    )
  }
  /** A `Collected` event of `code` indexed on `chainId`. */
  const collected = async (chainId: number, code: string, nonce: bigint) => {
    await db.query(
      `insert into bridge_collections (chain_id, tx_hash, log_index, block_number, block_time, bridge, sender, token,
         amount, destroy_amount, fee, payout, code, recipient, target_chain_id, nonce)
       values ($1, $2, 0, 5, $3, $4, $5, $6, 10, 0, 0, 10, $7, $8, 56, $9)`,
      [chainId, `0x${nonce.toString(16).padStart(64, '0')}`, NOON, TOKEN, ALICE, TOKEN, code, BOB, nonce.toString()],
    )
  }

  it('takes increasing nonces from the sequence and makes each code the destination with the nonce as salt', async () => {
    const first = await reservations.reserve(request(), 1_000n, NOON)
    const second = await reservations.reserve(
      request({ recipient: ALICE, targetChainId: 128, sourceChainId: 56 }),
      1_000n,
      NOON,
    )
    expect(second.nonce).toBe(first.nonce + 1n)
    expect(decodeBridgeCode(first.code)).toEqual({
      recipient: expect.any(String),
      targetChainId: 56,
      nonce: first.nonce,
    })
    expect(decodeBridgeCode(first.code).recipient.toLowerCase()).toBe(BOB)
    expect(decodeBridgeCode(second.code).targetChainId).toBe(128)
    expect(first).toMatchObject({ quotaDay: '2026-11-24', createdAt: NOON, returnedAt: null, amount: 2n ** 100n })
    expect(await reservations.get(first.code)).toEqual({ reservation: first, hold: 'pending' })
    expect(await reservations.get(`0x${'0'.repeat(64)}`)).toBeUndefined()
    expect(await reservations.used(ALICE, '2026-11-24')).toBe(74n)
  })

  it('reserves once per consent: the same sender’s nonce again is refused, even concurrently; another sender’s is its own', async () => {
    const first = await reservations.reserve(request({ consentNonce: 7n }), 1_000n, NOON)
    expect(first.consentNonce).toBe(7n)
    await expect(reservations.reserve(request({ consentNonce: 7n }), 1_000n, NOON)).rejects.toMatchObject({
      name: 'BridgeConsentRejectedError',
      reason: 'replayed',
      message: 'This transfer request was used already: sign a new one for another transfer',
    })
    const copies = await Promise.allSettled(
      Array.from({ length: 10 }, () => reservations.reserve(request({ consentNonce: 8n }), 1_000n, NOON)),
    )
    expect(copies.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    expect(await reservations.used(ALICE, '2026-11-24')).toBe(74n) // the two that reserved, 37 each
    expect((await reservations.reserve(request({ sender: BOB, consentNonce: 7n }), 1_000n, NOON)).sender).toBe(BOB)
  })

  it('lets 100 concurrent reservations of one address take at most its quota, to the wei, and none of another', async () => {
    // 1,000 wei a day, 37 each: 27 fit (999), the 73 others are refused; Bob's reservations run beside them
    const results = await Promise.allSettled([
      ...Array.from({ length: 100 }, () => reservations.reserve(request(), 1_000n, NOON)),
      ...Array.from({ length: 5 }, () =>
        reservations.reserve(request({ sender: BOB, quotaAmount: 200n }), 1_000n, NOON),
      ),
    ])
    const alice = results.slice(0, 100)
    expect(alice.filter((r) => r.status === 'fulfilled')).toHaveLength(27)
    for (const refused of alice.filter((r) => r.status === 'rejected')) {
      expect((refused as PromiseRejectedResult).reason).toBeInstanceOf(BridgeQuotaExceededError)
    }
    expect(results.slice(100).every((r) => r.status === 'fulfilled')).toBe(true)
    expect(await reservations.used(ALICE, '2026-11-24')).toBe(999n)
    expect(await reservations.used(BOB, '2026-11-24')).toBe(1_000n)
    const nonces = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.nonce] : []))
    expect(new Set(nonces).size).toBe(32)
  })

  it('gives an expired unused code its quota back with no call, once the source head passes the deadline', async () => {
    const held = await reservations.reserve(request({ quotaAmount: 1_000n }), 1_000n, NOON)
    await expect(reservations.reserve(request({ quotaAmount: 1n }), 1_000n, NOON)).rejects.toThrow(
      BridgeQuotaExceededError,
    )
    await indexedHead(56, 9, NOON + 10_000) // the other chain's head says nothing of a code of chain 128
    await indexedHead(128, 9, held.deadline) // a block at the deadline second could still hold it
    expect(await reservations.used(ALICE, '2026-11-24')).toBe(1_000n)
    await indexedHead(128, 10, held.deadline + 1)
    expect(await reservations.used(ALICE, '2026-11-24')).toBe(0n)
    expect((await reservations.get(held.code))?.hold).toBe('released')
    await reservations.reserve(request({ quotaAmount: 1_000n, deadline: NOON + 2_000 }), 1_000n, NOON + 700)
  })

  it('keeps a collected code on its day for good, and refuses to return it', async () => {
    const held = await reservations.reserve(request({ quotaAmount: 600n }), 1_000n, NOON)
    await collected(128, held.code, held.nonce)
    await indexedHead(128, 10, held.deadline + 1)
    expect(await reservations.used(ALICE, '2026-11-24')).toBe(600n)
    expect((await reservations.get(held.code))?.hold).toBe('collected')
    await expect(reservations.returnEarly(held.code, ALICE, BOB, held.deadline + 2)).rejects.toThrow(
      BridgeCodeLandedError,
    )
    expect((await reservations.get(held.code))?.reservation.returnedAt).toBeNull()
  })

  it('does not count a collection of the same code on another chain', async () => {
    const held = await reservations.reserve(request({ quotaAmount: 600n }), 1_000n, NOON)
    await collected(56, held.code, held.nonce)
    await indexedHead(128, 10, held.deadline + 1)
    expect(await reservations.used(ALICE, '2026-11-24')).toBe(0n)
  })

  it('returns early only a code that can no longer land: past its deadline or voided, for its sender and recipient', async () => {
    const held = await reservations.reserve(request({ quotaAmount: 600n }), 1_000n, NOON)
    await expect(reservations.returnEarly(held.code, ALICE, BOB, NOON + 1)).rejects.toThrow(BridgeCodeStillLiveError)
    await expect(reservations.returnEarly(held.code, BOB, BOB, NOON + 1)).rejects.toThrow(UnknownBridgeCodeError)
    await expect(reservations.returnEarly(held.code, ALICE, ALICE, NOON + 1)).rejects.toThrow(UnknownBridgeCodeError)
    await db.query(
      `insert into bridge_voids (chain_id, tx_hash, log_index, block_number, block_time, bridge, nonce)
       values (128, '0xv', 0, 3, $1, $2, $3)`,
      [NOON, TOKEN, held.nonce.toString()],
    )
    expect(await reservations.used(ALICE, '2026-11-24')).toBe(0n)
    const returned = await reservations.returnEarly(held.code, ALICE, BOB, NOON + 2)
    expect(returned.returnedAt).toBe(NOON + 2)
    expect(await reservations.returnEarly(held.code, ALICE, BOB, NOON + 9)).toEqual(returned) // asked again
    expect((await reservations.get(held.code))?.hold).toBe('released')
  })

  it('gives quota back only on final facts: a void or a head past the deadline the source chain’s depth deep', async () => {
    const final = new PgBridgeReservations(db, { 128: 3 })
    const voided = await final.reserve(request({ quotaAmount: 600n }), 1_000n, NOON)
    const expired = await final.reserve(request({ quotaAmount: 400n, deadline: NOON + 100 }), 1_000n, NOON)
    await db.query(
      `insert into bridge_voids (chain_id, tx_hash, log_index, block_number, block_time, bridge, nonce)
       values (128, '0xv', 0, 8, $1, $2, $3)`,
      [NOON, TOKEN, voided.nonce.toString()],
    )
    for (const number of [8, 9, 10]) await indexedHead(128, number, expired.deadline + number - 7)
    // the void and the blocks past the deadline are 2 deep at most: a reorganisation could still remove them
    expect(await final.used(ALICE, '2026-11-24')).toBe(1_000n)
    await expect(final.returnEarly(voided.code, ALICE, BOB, NOON + 1)).rejects.toThrow(BridgeCodeStillLiveError)
    expect(await reservations.used(ALICE, '2026-11-24')).toBe(0n) // at depth 0 both were back at once
    await indexedHead(128, 11, expired.deadline + 4)
    expect(await final.used(ALICE, '2026-11-24')).toBe(0n)
    expect((await final.get(expired.code))?.hold).toBe('released')
    expect((await final.returnEarly(voided.code, ALICE, BOB, NOON + 2)).returnedAt).toBe(NOON + 2)
  })

  it('counts a reservation on the UTC day it was made', async () => {
    await reservations.reserve(request({ quotaAmount: 1_000n }), 1_000n, NOON - 12 * 3_600 - 1) // 23:59:59 the day before
    expect(await reservations.used(ALICE, '2026-11-23')).toBe(1_000n)
    expect(await reservations.used(ALICE, '2026-11-24')).toBe(0n)
    await reservations.reserve(request({ quotaAmount: 1_000n }), 1_000n, NOON - 12 * 3_600)
  })
})
