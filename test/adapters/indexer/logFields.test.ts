import { describe, expect, it } from 'vitest'
import { logFields, logOrigin } from '../../../src/adapters/indexer/logFields'
import type { RawLog } from '../../../src/adapters/indexer/RawLog'

const ADDRESS = 'AbCdEf0123456789aBcDeF0123456789AbCdEf01'
const log: RawLog = {
  address: `0x${ADDRESS}`,
  topics: ['0x01', `0x${'0'.repeat(24)}${ADDRESS}`],
  data: `0x${255n.toString(16).padStart(64, '0')}${'0'.repeat(24)}${ADDRESS}`,
  blockNumber: '0x2a',
  logIndex: '0x3',
  transactionHash: '0xABCDEF',
} as RawLog

describe('logFields and logOrigin', () => {
  it('reads the data words as numbers, hex and addresses, and a topic as an address, lowercase', () => {
    const { word, wordHex, wordAddress, topicAddress } = logFields(log)
    expect(word(0)).toBe(255n)
    expect(word(1)).toBe(BigInt(`0x${ADDRESS}`))
    expect(wordHex(1)).toBe(`0x${'0'.repeat(24)}${ADDRESS.toLowerCase()}`)
    expect(wordAddress(1)).toBe(`0x${ADDRESS.toLowerCase()}`)
    expect(topicAddress(1)).toBe(`0x${ADDRESS.toLowerCase()}`)
    expect(topicAddress(3)).toBe('0x') // no such topic
  })

  it('reads a topic as a number; a missing topic as 0', () => {
    const { topicWord } = logFields(log)
    expect(topicWord(0)).toBe(1n)
    expect(topicWord(1)).toBe(BigInt(`0x${ADDRESS}`))
    expect(topicWord(3)).toBe(0n)
  })

  it('keys the event by chain, block, log index and lowercase transaction hash', () => {
    expect(logOrigin(128, log, 1_700_000_000)).toEqual({
      chainId: 128,
      blockNumber: 42,
      logIndex: 3,
      txHash: '0xabcdef',
      time: 1_700_000_000,
    })
  })
})
