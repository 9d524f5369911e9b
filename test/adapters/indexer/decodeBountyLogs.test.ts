import { AbiCoder, getAddress, id, toBeHex } from 'ethers'
import { describe, expect, it } from 'vitest'
import { GAME_RECORD_LOG_TOPICS, PRIZE_POOL_LOG_TOPICS } from '../../../src/adapters/indexer/bountyLogTopics'
import { decodeGameRoundLog } from '../../../src/adapters/indexer/decodeGameRoundLog'
import { decodePrizeDrawLog } from '../../../src/adapters/indexer/decodePrizeDrawLog'
import type { RawLog } from '../../../src/adapters/indexer/RawLog'

const abi = AbiCoder.defaultAbiCoder()
const CONTRACT = '0x00000000000000000000000000000000000000C1'
const PLAYER = '0x00000000000000000000000000000000000000de'
const TOKEN = '0x00000000000000000000000000000000000000AA'
const topic = (value: bigint | string) => toBeHex(BigInt(value), 32)

function log(topics: string[], data: string): RawLog {
  return {
    address: CONTRACT,
    topics,
    data,
    blockNumber: '0x10',
    blockHash: `0x${'b'.repeat(64)}`,
    transactionHash: `0x${'A'.repeat(64)}`,
    logIndex: '0x2',
  }
}

const roundLog = (gameType: bigint) =>
  log(
    [GAME_RECORD_LOG_TOPICS.roundRecorded, topic(PLAYER), topic(gameType), topic(TOKEN)],
    abi.encode(['uint256', 'uint256'], [7n * 10n ** 18n, 2n ** 255n]),
  )

describe('decodeGameRoundLog', () => {
  it('gives the GameRound the rules read: player checksummed, token and hashes lowercase, bet and round exact', () => {
    expect(decodeGameRoundLog(56, roundLog(5n), 1_700_000_000)).toEqual({
      chainId: 56,
      txHash: `0x${'a'.repeat(64)}`,
      logIndex: 2,
      blockNumber: 16,
      time: 1_700_000_000,
      contract: CONTRACT.toLowerCase(),
      player: getAddress(PLAYER),
      gameType: 5,
      token: TOKEN.toLowerCase(),
      bet: 7n * 10n ** 18n,
      round: 2n ** 255n,
    })
  })

  it('ignores another event, and a game type the contract would not record', () => {
    expect(decodeGameRoundLog(56, roundLog(3n), 1)).toBeUndefined()
    expect(decodeGameRoundLog(56, { ...roundLog(2n), topics: [id('Other()')] }, 1)).toBeUndefined()
  })
})

describe('decodePrizeDrawLog', () => {
  it("decodes a commit's prizes in order, and each other kind's fields", () => {
    const commitment = `0x${'c'.repeat(64)}`
    const committed = log(
      [PRIZE_POOL_LOG_TOPICS.committed, topic(9n), topic(TOKEN)],
      abi.encode(['bytes32', 'uint64', 'uint256[]'], [commitment, 1_700_003_600n, [3n, 2n, 1n]]),
    )
    expect(decodePrizeDrawLog(56, committed, 5)).toMatchObject({
      kind: 'committed',
      contract: CONTRACT.toLowerCase(),
      drawId: 9n,
      token: TOKEN.toLowerCase(),
      commitment,
      closeTime: 1_700_003_600,
      prizes: [3n, 2n, 1n],
    })
    const seed = `0x${'5'.repeat(64)}`
    const secret = `0x${'e'.repeat(64)}`
    const revealed = log(
      [PRIZE_POOL_LOG_TOPICS.revealed, topic(9n)],
      abi.encode(['bytes32', 'bytes32', 'uint256'], [seed, secret, 6n]),
    )
    expect(decodePrizeDrawLog(56, revealed, 5)).toMatchObject({ kind: 'revealed', drawId: 9n, seed, secret, total: 6n })
    const sealed = log([PRIZE_POOL_LOG_TOPICS.sealed, topic(9n)], abi.encode(['uint64'], [17n]))
    expect(decodePrizeDrawLog(56, sealed, 5)).toMatchObject({ kind: 'sealed', drawId: 9n, targetBlock: 17 })
    expect(decodePrizeDrawLog(56, log([PRIZE_POOL_LOG_TOPICS.voided, topic(9n)], '0x'), 5)).toMatchObject({
      kind: 'voided',
      drawId: 9n,
    })
    const funded = log(
      [PRIZE_POOL_LOG_TOPICS.funded, topic(TOKEN), topic(PLAYER)],
      abi.encode(['uint256', 'uint256'], [4n, 10n]),
    )
    expect(decodePrizeDrawLog(56, funded, 5)).toMatchObject({
      kind: 'funded',
      token: TOKEN.toLowerCase(),
      from: PLAYER,
      amount: 4n,
      pool: 10n,
    })
    expect(decodePrizeDrawLog(56, { ...funded, topics: [id('Other()')] }, 5)).toBeUndefined()
  })
})
